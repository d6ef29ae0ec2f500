; ModuleID = 'sorting.c'
source_filename = "sorting.c"
target datalayout = "e-m:e-p:32:32-Fi8-i64:64-v128:64:128-a:0:32-n32-S64"
target triple = "armv6-none-unknown-eabi"

%struct.rec = type { i8, i16 }

@orig = internal global [160 x i32] zeroinitializer, align 4
@recs = internal unnamed_addr global [160 x %struct.rec] zeroinitializer, align 2
@h1 = internal global [160 x i32] zeroinitializer, align 4
@s1 = internal global [160 x i32] zeroinitializer, align 4
@m1 = internal global [160 x i32] zeroinitializer, align 4
@sorted_recs = internal unnamed_addr global [160 x %struct.rec] zeroinitializer, align 2
@tmp = internal global [160 x i32] zeroinitializer, align 4
@counting_sort.count = internal unnamed_addr global [257 x i32] zeroinitializer, align 4

; Function Attrs: nounwind
define dso_local i32 @main() local_unnamed_addr #0 {
  br label %286

1:                                                ; preds = %301
  %2 = tail call i8* @memcpy(i8* noundef bitcast ([160 x i32]* @h1 to i8*), i8* noundef bitcast ([160 x i32]* @orig to i8*), i32 noundef 640) #3
  %3 = tail call i8* @memcpy(i8* noundef bitcast ([160 x i32]* @s1 to i8*), i8* noundef bitcast ([160 x i32]* @orig to i8*), i32 noundef 640) #3
  %4 = tail call i8* @memcpy(i8* noundef bitcast ([160 x i32]* @m1 to i8*), i8* noundef bitcast ([160 x i32]* @orig to i8*), i32 noundef 640) #3
  br label %5

5:                                                ; preds = %38, %1
  %6 = phi i32 [ 79, %1 ], [ %39, %38 ]
  %7 = shl nuw nsw i32 %6, 1
  %8 = or i32 %7, 1
  %9 = getelementptr inbounds [160 x i32], [160 x i32]* @h1, i32 0, i32 %6
  %10 = load i32, i32* %9, align 4, !tbaa !7
  br label %11

11:                                               ; preds = %32, %5
  %12 = phi i32 [ %36, %32 ], [ %8, %5 ]
  %13 = phi i32 [ %35, %32 ], [ %7, %5 ]
  %14 = phi i32 [ %30, %32 ], [ %6, %5 ]
  %15 = getelementptr inbounds [160 x i32], [160 x i32]* @h1, i32 0, i32 %14
  %16 = getelementptr inbounds [160 x i32], [160 x i32]* @h1, i32 0, i32 %12
  %17 = load i32, i32* %16, align 4, !tbaa !7
  %18 = icmp slt i32 %10, %17
  %19 = select i1 %18, i32 %12, i32 %14
  %20 = add i32 %13, 2
  %21 = icmp sgt i32 %20, 159
  br i1 %21, label %29, label %22

22:                                               ; preds = %11
  %23 = getelementptr inbounds [160 x i32], [160 x i32]* @h1, i32 0, i32 %19
  %24 = load i32, i32* %23, align 4, !tbaa !7
  %25 = getelementptr inbounds [160 x i32], [160 x i32]* @h1, i32 0, i32 %20
  %26 = load i32, i32* %25, align 4, !tbaa !7
  %27 = icmp slt i32 %24, %26
  %28 = select i1 %27, i32 %20, i32 %19
  br label %29

29:                                               ; preds = %22, %11
  %30 = phi i32 [ %19, %11 ], [ %28, %22 ]
  %31 = icmp eq i32 %30, %14
  br i1 %31, label %38, label %32

32:                                               ; preds = %29
  %33 = getelementptr inbounds [160 x i32], [160 x i32]* @h1, i32 0, i32 %30
  %34 = load i32, i32* %33, align 4, !tbaa !7
  store i32 %34, i32* %15, align 4, !tbaa !7
  store i32 %10, i32* %33, align 4, !tbaa !7
  %35 = shl nsw i32 %30, 1
  %36 = or i32 %35, 1
  %37 = icmp sgt i32 %36, 159
  br i1 %37, label %38, label %11

38:                                               ; preds = %32, %29
  %39 = add nsw i32 %6, -1
  %40 = icmp eq i32 %6, 0
  br i1 %40, label %41, label %5, !llvm.loop !11

41:                                               ; preds = %38
  %42 = load i32, i32* getelementptr inbounds ([160 x i32], [160 x i32]* @h1, i32 0, i32 159), align 4, !tbaa !7
  %43 = load i32, i32* getelementptr inbounds ([160 x i32], [160 x i32]* @h1, i32 0, i32 0), align 4, !tbaa !7
  store i32 %43, i32* getelementptr inbounds ([160 x i32], [160 x i32]* @h1, i32 0, i32 159), align 4, !tbaa !7
  store i32 %42, i32* getelementptr inbounds ([160 x i32], [160 x i32]* @h1, i32 0, i32 0), align 4, !tbaa !7
  br label %44

44:                                               ; preds = %41, %75
  %45 = phi i32 [ 158, %41 ], [ %79, %75 ]
  %46 = phi i32 [ %42, %41 ], [ %77, %75 ]
  %47 = phi i32 [ 159, %41 ], [ %45, %75 ]
  br label %48

48:                                               ; preds = %44, %69
  %49 = phi i32 [ %73, %69 ], [ 1, %44 ]
  %50 = phi i32 [ %72, %69 ], [ 0, %44 ]
  %51 = phi i32 [ %67, %69 ], [ 0, %44 ]
  %52 = getelementptr inbounds [160 x i32], [160 x i32]* @h1, i32 0, i32 %51
  %53 = getelementptr inbounds [160 x i32], [160 x i32]* @h1, i32 0, i32 %49
  %54 = load i32, i32* %53, align 4, !tbaa !7
  %55 = icmp slt i32 %46, %54
  %56 = select i1 %55, i32 %49, i32 %51
  %57 = add i32 %50, 2
  %58 = icmp slt i32 %57, %47
  br i1 %58, label %59, label %66

59:                                               ; preds = %48
  %60 = getelementptr inbounds [160 x i32], [160 x i32]* @h1, i32 0, i32 %56
  %61 = load i32, i32* %60, align 4, !tbaa !7
  %62 = getelementptr inbounds [160 x i32], [160 x i32]* @h1, i32 0, i32 %57
  %63 = load i32, i32* %62, align 4, !tbaa !7
  %64 = icmp slt i32 %61, %63
  %65 = select i1 %64, i32 %57, i32 %56
  br label %66

66:                                               ; preds = %59, %48
  %67 = phi i32 [ %56, %48 ], [ %65, %59 ]
  %68 = icmp eq i32 %67, %51
  br i1 %68, label %75, label %69

69:                                               ; preds = %66
  %70 = getelementptr inbounds [160 x i32], [160 x i32]* @h1, i32 0, i32 %67
  %71 = load i32, i32* %70, align 4, !tbaa !7
  store i32 %71, i32* %52, align 4, !tbaa !7
  store i32 %46, i32* %70, align 4, !tbaa !7
  %72 = shl nsw i32 %67, 1
  %73 = or i32 %72, 1
  %74 = icmp slt i32 %73, %47
  br i1 %74, label %48, label %75

75:                                               ; preds = %69, %66
  %76 = getelementptr inbounds [160 x i32], [160 x i32]* @h1, i32 0, i32 %45
  %77 = load i32, i32* %76, align 4, !tbaa !7
  %78 = load i32, i32* getelementptr inbounds ([160 x i32], [160 x i32]* @h1, i32 0, i32 0), align 4, !tbaa !7
  store i32 %78, i32* %76, align 4, !tbaa !7
  store i32 %77, i32* getelementptr inbounds ([160 x i32], [160 x i32]* @h1, i32 0, i32 0), align 4, !tbaa !7
  %79 = add nsw i32 %45, -1
  %80 = icmp eq i32 %79, 0
  br i1 %80, label %190, label %44, !llvm.loop !13

81:                                               ; preds = %208, %131
  %82 = phi i32 [ %134, %131 ], [ 23, %208 ]
  %83 = getelementptr inbounds [160 x i32], [160 x i32]* @s1, i32 0, i32 %82
  %84 = load i32, i32* %83, align 4, !tbaa !7
  %85 = add nsw i32 %82, -23
  %86 = getelementptr inbounds [160 x i32], [160 x i32]* @s1, i32 0, i32 %85
  %87 = load i32, i32* %86, align 4, !tbaa !7
  %88 = icmp sgt i32 %87, %84
  br i1 %88, label %89, label %131

89:                                               ; preds = %81
  %90 = getelementptr inbounds [160 x i32], [160 x i32]* @s1, i32 0, i32 %82
  store i32 %87, i32* %90, align 4, !tbaa !7
  %91 = icmp ult i32 %82, 46
  br i1 %91, label %131, label %92, !llvm.loop !14

92:                                               ; preds = %89
  %93 = add nsw i32 %82, -46
  %94 = getelementptr inbounds [160 x i32], [160 x i32]* @s1, i32 0, i32 %93
  %95 = load i32, i32* %94, align 4, !tbaa !7
  %96 = icmp sgt i32 %95, %84
  br i1 %96, label %97, label %131

97:                                               ; preds = %92
  %98 = getelementptr inbounds [160 x i32], [160 x i32]* @s1, i32 0, i32 %85
  store i32 %95, i32* %98, align 4, !tbaa !7
  %99 = icmp ult i32 %82, 69
  br i1 %99, label %131, label %100, !llvm.loop !14

100:                                              ; preds = %97
  %101 = add nsw i32 %82, -69
  %102 = getelementptr inbounds [160 x i32], [160 x i32]* @s1, i32 0, i32 %101
  %103 = load i32, i32* %102, align 4, !tbaa !7
  %104 = icmp sgt i32 %103, %84
  br i1 %104, label %105, label %131

105:                                              ; preds = %100
  %106 = getelementptr inbounds [160 x i32], [160 x i32]* @s1, i32 0, i32 %93
  store i32 %103, i32* %106, align 4, !tbaa !7
  %107 = icmp ult i32 %82, 92
  br i1 %107, label %131, label %108, !llvm.loop !14

108:                                              ; preds = %105
  %109 = add nsw i32 %82, -92
  %110 = getelementptr inbounds [160 x i32], [160 x i32]* @s1, i32 0, i32 %109
  %111 = load i32, i32* %110, align 4, !tbaa !7
  %112 = icmp sgt i32 %111, %84
  br i1 %112, label %113, label %131

113:                                              ; preds = %108
  %114 = getelementptr inbounds [160 x i32], [160 x i32]* @s1, i32 0, i32 %101
  store i32 %111, i32* %114, align 4, !tbaa !7
  %115 = icmp ult i32 %82, 115
  br i1 %115, label %131, label %116, !llvm.loop !14

116:                                              ; preds = %113
  %117 = add nsw i32 %82, -115
  %118 = getelementptr inbounds [160 x i32], [160 x i32]* @s1, i32 0, i32 %117
  %119 = load i32, i32* %118, align 4, !tbaa !7
  %120 = icmp sgt i32 %119, %84
  br i1 %120, label %121, label %131

121:                                              ; preds = %116
  %122 = getelementptr inbounds [160 x i32], [160 x i32]* @s1, i32 0, i32 %109
  store i32 %119, i32* %122, align 4, !tbaa !7
  %123 = icmp ult i32 %82, 138
  br i1 %123, label %131, label %124, !llvm.loop !14

124:                                              ; preds = %121
  %125 = add nsw i32 %82, -138
  %126 = getelementptr inbounds [160 x i32], [160 x i32]* @s1, i32 0, i32 %125
  %127 = load i32, i32* %126, align 4, !tbaa !7
  %128 = icmp sgt i32 %127, %84
  br i1 %128, label %129, label %131

129:                                              ; preds = %124
  %130 = getelementptr inbounds [160 x i32], [160 x i32]* @s1, i32 0, i32 %117
  store i32 %127, i32* %130, align 4, !tbaa !7
  br label %131

131:                                              ; preds = %129, %124, %121, %116, %113, %108, %105, %100, %97, %92, %89, %81
  %132 = phi i32 [ %82, %81 ], [ %85, %89 ], [ %85, %92 ], [ %93, %97 ], [ %93, %100 ], [ %101, %105 ], [ %101, %108 ], [ %109, %113 ], [ %109, %116 ], [ %117, %121 ], [ %117, %124 ], [ %125, %129 ]
  %133 = getelementptr inbounds [160 x i32], [160 x i32]* @s1, i32 0, i32 %132
  store i32 %84, i32* %133, align 4, !tbaa !7
  %134 = add nuw nsw i32 %82, 1
  %135 = icmp eq i32 %134, 160
  br i1 %135, label %136, label %81, !llvm.loop !15

136:                                              ; preds = %131, %149
  %137 = phi i32 [ %152, %149 ], [ 10, %131 ]
  %138 = getelementptr inbounds [160 x i32], [160 x i32]* @s1, i32 0, i32 %137
  %139 = load i32, i32* %138, align 4, !tbaa !7
  br label %140

140:                                              ; preds = %146, %136
  %141 = phi i32 [ %142, %146 ], [ %137, %136 ]
  %142 = add nsw i32 %141, -10
  %143 = getelementptr inbounds [160 x i32], [160 x i32]* @s1, i32 0, i32 %142
  %144 = load i32, i32* %143, align 4, !tbaa !7
  %145 = icmp sgt i32 %144, %139
  br i1 %145, label %146, label %149

146:                                              ; preds = %140
  %147 = getelementptr inbounds [160 x i32], [160 x i32]* @s1, i32 0, i32 %141
  store i32 %144, i32* %147, align 4, !tbaa !7
  %148 = icmp slt i32 %141, 20
  br i1 %148, label %149, label %140, !llvm.loop !14

149:                                              ; preds = %146, %140
  %150 = phi i32 [ %141, %140 ], [ %142, %146 ]
  %151 = getelementptr inbounds [160 x i32], [160 x i32]* @s1, i32 0, i32 %150
  store i32 %139, i32* %151, align 4, !tbaa !7
  %152 = add nuw nsw i32 %137, 1
  %153 = icmp eq i32 %152, 160
  br i1 %153, label %154, label %136, !llvm.loop !15

154:                                              ; preds = %149, %167
  %155 = phi i32 [ %170, %167 ], [ 4, %149 ]
  %156 = getelementptr inbounds [160 x i32], [160 x i32]* @s1, i32 0, i32 %155
  %157 = load i32, i32* %156, align 4, !tbaa !7
  br label %158

158:                                              ; preds = %164, %154
  %159 = phi i32 [ %160, %164 ], [ %155, %154 ]
  %160 = add nsw i32 %159, -4
  %161 = getelementptr inbounds [160 x i32], [160 x i32]* @s1, i32 0, i32 %160
  %162 = load i32, i32* %161, align 4, !tbaa !7
  %163 = icmp sgt i32 %162, %157
  br i1 %163, label %164, label %167

164:                                              ; preds = %158
  %165 = getelementptr inbounds [160 x i32], [160 x i32]* @s1, i32 0, i32 %159
  store i32 %162, i32* %165, align 4, !tbaa !7
  %166 = icmp slt i32 %159, 8
  br i1 %166, label %167, label %158, !llvm.loop !14

167:                                              ; preds = %164, %158
  %168 = phi i32 [ %159, %158 ], [ %160, %164 ]
  %169 = getelementptr inbounds [160 x i32], [160 x i32]* @s1, i32 0, i32 %168
  store i32 %157, i32* %169, align 4, !tbaa !7
  %170 = add nuw nsw i32 %155, 1
  %171 = icmp eq i32 %170, 160
  br i1 %171, label %172, label %154, !llvm.loop !15

172:                                              ; preds = %167, %185
  %173 = phi i32 [ %188, %185 ], [ 1, %167 ]
  %174 = getelementptr inbounds [160 x i32], [160 x i32]* @s1, i32 0, i32 %173
  %175 = load i32, i32* %174, align 4, !tbaa !7
  br label %176

176:                                              ; preds = %182, %172
  %177 = phi i32 [ %178, %182 ], [ %173, %172 ]
  %178 = add nsw i32 %177, -1
  %179 = getelementptr inbounds [160 x i32], [160 x i32]* @s1, i32 0, i32 %178
  %180 = load i32, i32* %179, align 4, !tbaa !7
  %181 = icmp sgt i32 %180, %175
  br i1 %181, label %182, label %185

182:                                              ; preds = %176
  %183 = getelementptr inbounds [160 x i32], [160 x i32]* @s1, i32 0, i32 %177
  store i32 %180, i32* %183, align 4, !tbaa !7
  %184 = icmp slt i32 %177, 2
  br i1 %184, label %185, label %176, !llvm.loop !14

185:                                              ; preds = %182, %176
  %186 = phi i32 [ %177, %176 ], [ 0, %182 ]
  %187 = getelementptr inbounds [160 x i32], [160 x i32]* @s1, i32 0, i32 %186
  store i32 %175, i32* %187, align 4, !tbaa !7
  %188 = add nuw nsw i32 %173, 1
  %189 = icmp eq i32 %188, 160
  br i1 %189, label %213, label %172, !llvm.loop !15

190:                                              ; preds = %75, %208
  %191 = phi i32 [ %211, %208 ], [ 57, %75 ]
  %192 = getelementptr inbounds [160 x i32], [160 x i32]* @s1, i32 0, i32 %191
  %193 = load i32, i32* %192, align 4, !tbaa !7
  %194 = add nsw i32 %191, -57
  %195 = getelementptr inbounds [160 x i32], [160 x i32]* @s1, i32 0, i32 %194
  %196 = load i32, i32* %195, align 4, !tbaa !7
  %197 = icmp sgt i32 %196, %193
  br i1 %197, label %198, label %208

198:                                              ; preds = %190
  %199 = getelementptr inbounds [160 x i32], [160 x i32]* @s1, i32 0, i32 %191
  store i32 %196, i32* %199, align 4, !tbaa !7
  %200 = icmp ult i32 %191, 114
  br i1 %200, label %208, label %201, !llvm.loop !14

201:                                              ; preds = %198
  %202 = add nsw i32 %191, -114
  %203 = getelementptr inbounds [160 x i32], [160 x i32]* @s1, i32 0, i32 %202
  %204 = load i32, i32* %203, align 4, !tbaa !7
  %205 = icmp sgt i32 %204, %193
  br i1 %205, label %206, label %208

206:                                              ; preds = %201
  %207 = getelementptr inbounds [160 x i32], [160 x i32]* @s1, i32 0, i32 %194
  store i32 %204, i32* %207, align 4, !tbaa !7
  br label %208

208:                                              ; preds = %206, %201, %198, %190
  %209 = phi i32 [ %191, %190 ], [ %194, %198 ], [ %194, %201 ], [ %202, %206 ]
  %210 = getelementptr inbounds [160 x i32], [160 x i32]* @s1, i32 0, i32 %209
  store i32 %193, i32* %210, align 4, !tbaa !7
  %211 = add nuw nsw i32 %191, 1
  %212 = icmp eq i32 %211, 160
  br i1 %212, label %81, label %190, !llvm.loop !15

213:                                              ; preds = %185, %219
  %214 = phi i32 [ %215, %219 ], [ 1, %185 ]
  %215 = shl nuw nsw i32 %214, 1
  br label %222

216:                                              ; preds = %274, %262
  %217 = add nuw nsw i32 %224, %215
  %218 = add nuw nsw i32 %223, %215
  br i1 %232, label %222, label %219, !llvm.loop !16

219:                                              ; preds = %216
  %220 = tail call i8* @memcpy(i8* noundef bitcast ([160 x i32]* @m1 to i8*), i8* noundef bitcast ([160 x i32]* @tmp to i8*), i32 noundef 640) #3
  %221 = icmp ult i32 %214, 80
  br i1 %221, label %213, label %283, !llvm.loop !17

222:                                              ; preds = %216, %213
  %223 = phi i32 [ %215, %213 ], [ %218, %216 ]
  %224 = phi i32 [ %214, %213 ], [ %217, %216 ]
  %225 = phi i32 [ 0, %213 ], [ %231, %216 ]
  %226 = tail call i32 @llvm.smin.i32(i32 %223, i32 160) #4
  %227 = tail call i32 @llvm.smin.i32(i32 %224, i32 160) #4
  %228 = add nuw nsw i32 %225, %214
  %229 = icmp ult i32 %228, 160
  %230 = select i1 %229, i32 %228, i32 160
  %231 = add nuw nsw i32 %225, %215
  %232 = icmp ult i32 %231, 160
  %233 = select i1 %232, i32 %231, i32 160
  %234 = icmp ult i32 %225, %230
  %235 = icmp ult i32 %230, %233
  %236 = select i1 %234, i1 %235, i1 false
  br i1 %236, label %242, label %237

237:                                              ; preds = %242, %222
  %238 = phi i32 [ %225, %222 ], [ %253, %242 ]
  %239 = phi i32 [ %230, %222 ], [ %255, %242 ]
  %240 = phi i32 [ %225, %222 ], [ %257, %242 ]
  %241 = icmp slt i32 %238, %230
  br i1 %241, label %265, label %262

242:                                              ; preds = %222, %242
  %243 = phi i32 [ %257, %242 ], [ %225, %222 ]
  %244 = phi i32 [ %255, %242 ], [ %230, %222 ]
  %245 = phi i32 [ %253, %242 ], [ %225, %222 ]
  %246 = getelementptr inbounds [160 x i32], [160 x i32]* @m1, i32 0, i32 %245
  %247 = load i32, i32* %246, align 4, !tbaa !7
  %248 = getelementptr inbounds [160 x i32], [160 x i32]* @m1, i32 0, i32 %244
  %249 = load i32, i32* %248, align 4, !tbaa !7
  %250 = icmp sgt i32 %247, %249
  %251 = xor i1 %250, true
  %252 = zext i1 %251 to i32
  %253 = add nsw i32 %245, %252
  %254 = zext i1 %250 to i32
  %255 = add nuw nsw i32 %244, %254
  %256 = select i1 %250, i32 %249, i32 %247
  %257 = add nuw nsw i32 %243, 1
  %258 = getelementptr inbounds [160 x i32], [160 x i32]* @tmp, i32 0, i32 %243
  store i32 %256, i32* %258, align 4, !tbaa !7
  %259 = icmp slt i32 %253, %230
  %260 = icmp slt i32 %255, %233
  %261 = select i1 %259, i1 %260, i1 false
  br i1 %261, label %242, label %237, !llvm.loop !18

262:                                              ; preds = %265, %237
  %263 = phi i32 [ %240, %237 ], [ %271, %265 ]
  %264 = icmp slt i32 %239, %233
  br i1 %264, label %274, label %216

265:                                              ; preds = %237, %265
  %266 = phi i32 [ %271, %265 ], [ %240, %237 ]
  %267 = phi i32 [ %268, %265 ], [ %238, %237 ]
  %268 = add nsw i32 %267, 1
  %269 = getelementptr inbounds [160 x i32], [160 x i32]* @m1, i32 0, i32 %267
  %270 = load i32, i32* %269, align 4, !tbaa !7
  %271 = add nsw i32 %266, 1
  %272 = getelementptr inbounds [160 x i32], [160 x i32]* @tmp, i32 0, i32 %266
  store i32 %270, i32* %272, align 4, !tbaa !7
  %273 = icmp eq i32 %268, %227
  br i1 %273, label %262, label %265, !llvm.loop !19

274:                                              ; preds = %262, %274
  %275 = phi i32 [ %280, %274 ], [ %263, %262 ]
  %276 = phi i32 [ %277, %274 ], [ %239, %262 ]
  %277 = add nsw i32 %276, 1
  %278 = getelementptr inbounds [160 x i32], [160 x i32]* @m1, i32 0, i32 %276
  %279 = load i32, i32* %278, align 4, !tbaa !7
  %280 = add nsw i32 %275, 1
  %281 = getelementptr inbounds [160 x i32], [160 x i32]* @tmp, i32 0, i32 %275
  store i32 %279, i32* %281, align 4, !tbaa !7
  %282 = icmp eq i32 %277, %226
  br i1 %282, label %216, label %274, !llvm.loop !20

283:                                              ; preds = %219
  %284 = tail call i32 @memcmp(i8* noundef bitcast ([160 x i32]* @h1 to i8*), i8* noundef bitcast ([160 x i32]* @s1 to i8*), i32 noundef 640) #3
  %285 = icmp eq i32 %284, 0
  br i1 %285, label %309, label %312

286:                                              ; preds = %0, %301
  %287 = phi i32 [ 0, %0 ], [ %307, %301 ]
  %288 = phi i32 [ 2024, %0 ], [ %290, %301 ]
  %289 = mul i32 %288, 1664525
  %290 = add i32 %289, 1013904223
  %291 = lshr i32 %290, 8
  %292 = add nsw i32 %291, -8388608
  %293 = getelementptr inbounds [160 x i32], [160 x i32]* @orig, i32 0, i32 %287
  store i32 %292, i32* %293, align 4, !tbaa !7
  %294 = trunc i32 %287 to i8
  %295 = urem i8 %294, 9
  %296 = icmp eq i8 %295, 3
  br i1 %296, label %297, label %301

297:                                              ; preds = %286
  %298 = lshr i32 %287, 1
  %299 = getelementptr inbounds [160 x i32], [160 x i32]* @orig, i32 0, i32 %298
  %300 = load i32, i32* %299, align 4, !tbaa !7
  store i32 %300, i32* %293, align 4, !tbaa !7
  br label %301

301:                                              ; preds = %297, %286
  %302 = lshr i32 %290, 27
  %303 = trunc i32 %302 to i8
  %304 = getelementptr inbounds [160 x %struct.rec], [160 x %struct.rec]* @recs, i32 0, i32 %287, i32 0
  store i8 %303, i8* %304, align 2, !tbaa !21
  %305 = trunc i32 %287 to i16
  %306 = getelementptr inbounds [160 x %struct.rec], [160 x %struct.rec]* @recs, i32 0, i32 %287, i32 1
  store i16 %305, i16* %306, align 2, !tbaa !24
  %307 = add nuw nsw i32 %287, 1
  %308 = icmp eq i32 %307, 160
  br i1 %308, label %1, label %286, !llvm.loop !25

309:                                              ; preds = %283
  %310 = tail call i32 @memcmp(i8* noundef bitcast ([160 x i32]* @h1 to i8*), i8* noundef bitcast ([160 x i32]* @m1 to i8*), i32 noundef 640) #3
  %311 = icmp eq i32 %310, 0
  br i1 %311, label %313, label %312

312:                                              ; preds = %309, %283
  tail call void @abort() #3
  br label %313

313:                                              ; preds = %312, %309
  br label %314

314:                                              ; preds = %313, %314
  %315 = phi i32 [ %317, %314 ], [ 0, %313 ]
  %316 = getelementptr inbounds [257 x i32], [257 x i32]* @counting_sort.count, i32 0, i32 %315
  store i32 0, i32* %316, align 4, !tbaa !7
  %317 = add nuw nsw i32 %315, 1
  %318 = icmp eq i32 %317, 257
  br i1 %318, label %319, label %314, !llvm.loop !26

319:                                              ; preds = %314, %319
  %320 = phi i32 [ %328, %319 ], [ 0, %314 ]
  %321 = getelementptr inbounds [160 x %struct.rec], [160 x %struct.rec]* @recs, i32 0, i32 %320, i32 0
  %322 = load i8, i8* %321, align 2, !tbaa !21
  %323 = zext i8 %322 to i32
  %324 = add nuw nsw i32 %323, 1
  %325 = getelementptr inbounds [257 x i32], [257 x i32]* @counting_sort.count, i32 0, i32 %324
  %326 = load i32, i32* %325, align 4, !tbaa !7
  %327 = add nsw i32 %326, 1
  store i32 %327, i32* %325, align 4, !tbaa !7
  %328 = add nuw nsw i32 %320, 1
  %329 = icmp eq i32 %328, 160
  br i1 %329, label %330, label %319, !llvm.loop !27

330:                                              ; preds = %319
  %331 = load i32, i32* getelementptr inbounds ([257 x i32], [257 x i32]* @counting_sort.count, i32 0, i32 0), align 4, !tbaa !7
  br label %332

332:                                              ; preds = %332, %330
  %333 = phi i32 [ %337, %332 ], [ %331, %330 ]
  %334 = phi i32 [ %338, %332 ], [ 1, %330 ]
  %335 = getelementptr inbounds [257 x i32], [257 x i32]* @counting_sort.count, i32 0, i32 %334
  %336 = load i32, i32* %335, align 4, !tbaa !7
  %337 = add nsw i32 %336, %333
  store i32 %337, i32* %335, align 4, !tbaa !7
  %338 = add nuw nsw i32 %334, 1
  %339 = icmp eq i32 %338, 257
  br i1 %339, label %340, label %332, !llvm.loop !28

340:                                              ; preds = %332, %340
  %341 = phi i32 [ %353, %340 ], [ 0, %332 ]
  %342 = getelementptr inbounds [160 x %struct.rec], [160 x %struct.rec]* @recs, i32 0, i32 %341
  %343 = getelementptr inbounds %struct.rec, %struct.rec* %342, i32 0, i32 0
  %344 = load i8, i8* %343, align 2, !tbaa !21
  %345 = zext i8 %344 to i32
  %346 = getelementptr inbounds [257 x i32], [257 x i32]* @counting_sort.count, i32 0, i32 %345
  %347 = load i32, i32* %346, align 4, !tbaa !7
  %348 = add nsw i32 %347, 1
  store i32 %348, i32* %346, align 4, !tbaa !7
  %349 = getelementptr inbounds [160 x %struct.rec], [160 x %struct.rec]* @sorted_recs, i32 0, i32 %347, i32 0
  %350 = bitcast %struct.rec* %342 to i32*
  %351 = bitcast i8* %349 to i32*
  %352 = load i32, i32* %350, align 2
  store i32 %352, i32* %351, align 2
  %353 = add nuw nsw i32 %341, 1
  %354 = icmp eq i32 %353, 160
  br i1 %354, label %355, label %340, !llvm.loop !29

355:                                              ; preds = %340
  %356 = load i32, i32* getelementptr inbounds ([160 x i32], [160 x i32]* @h1, i32 0, i32 0), align 4, !tbaa !7
  %357 = xor i32 %356, -2128831035
  %358 = mul i32 %357, 16777619
  %359 = load i16, i16* getelementptr inbounds ([160 x %struct.rec], [160 x %struct.rec]* @sorted_recs, i32 0, i32 0, i32 1), align 2, !tbaa !24
  %360 = zext i16 %359 to i32
  %361 = xor i32 %358, %360
  %362 = mul i32 %361, 16777619
  br label %365

363:                                              ; preds = %389
  %364 = and i32 %398, 2147483647
  ret i32 %364

365:                                              ; preds = %389, %355
  %366 = phi i32 [ %391, %389 ], [ %356, %355 ]
  %367 = phi i32 [ %399, %389 ], [ 1, %355 ]
  %368 = phi i32 [ %398, %389 ], [ %362, %355 ]
  %369 = add nsw i32 %367, -1
  %370 = getelementptr inbounds [160 x i32], [160 x i32]* @h1, i32 0, i32 %367
  %371 = load i32, i32* %370, align 4, !tbaa !7
  %372 = icmp sgt i32 %366, %371
  br i1 %372, label %373, label %374

373:                                              ; preds = %365
  tail call void @abort() #3
  br label %374

374:                                              ; preds = %365, %373
  %375 = getelementptr inbounds [160 x %struct.rec], [160 x %struct.rec]* @sorted_recs, i32 0, i32 %369, i32 0
  %376 = load i8, i8* %375, align 2, !tbaa !21
  %377 = getelementptr inbounds [160 x %struct.rec], [160 x %struct.rec]* @sorted_recs, i32 0, i32 %367, i32 0
  %378 = load i8, i8* %377, align 2, !tbaa !21
  %379 = icmp ugt i8 %376, %378
  br i1 %379, label %388, label %380

380:                                              ; preds = %374
  %381 = icmp eq i8 %376, %378
  br i1 %381, label %382, label %389

382:                                              ; preds = %380
  %383 = getelementptr inbounds [160 x %struct.rec], [160 x %struct.rec]* @sorted_recs, i32 0, i32 %369, i32 1
  %384 = load i16, i16* %383, align 2, !tbaa !24
  %385 = getelementptr inbounds [160 x %struct.rec], [160 x %struct.rec]* @sorted_recs, i32 0, i32 %367, i32 1
  %386 = load i16, i16* %385, align 2, !tbaa !24
  %387 = icmp ugt i16 %384, %386
  br i1 %387, label %388, label %389

388:                                              ; preds = %382, %374
  tail call void @abort() #3
  br label %389

389:                                              ; preds = %388, %382, %380
  %390 = getelementptr inbounds [160 x i32], [160 x i32]* @h1, i32 0, i32 %367
  %391 = load i32, i32* %390, align 4, !tbaa !7
  %392 = xor i32 %391, %368
  %393 = mul i32 %392, 16777619
  %394 = getelementptr inbounds [160 x %struct.rec], [160 x %struct.rec]* @sorted_recs, i32 0, i32 %367, i32 1
  %395 = load i16, i16* %394, align 2, !tbaa !24
  %396 = zext i16 %395 to i32
  %397 = xor i32 %393, %396
  %398 = mul i32 %397, 16777619
  %399 = add nuw nsw i32 %367, 1
  %400 = icmp eq i32 %399, 160
  br i1 %400, label %363, label %365, !llvm.loop !30
}

declare dso_local i8* @memcpy(i8* noundef, i8* noundef, i32 noundef) local_unnamed_addr #1

declare dso_local i32 @memcmp(i8* noundef, i8* noundef, i32 noundef) local_unnamed_addr #1

declare dso_local void @abort() local_unnamed_addr #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.smin.i32(i32, i32) #2

attributes #0 = { nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="arm1136jf-s" "target-features"="+armv6,+dsp,+soft-float,+strict-align,-aes,-bf16,-d32,-dotprod,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fp64,-fpregs,-fullfp16,-mve,-mve.fp,-neon,-sha2,-thumb-mode,-vfp2,-vfp2sp,-vfp3,-vfp3d16,-vfp3d16sp,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" "use-soft-float"="true" }
attributes #1 = { "frame-pointer"="none" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="arm1136jf-s" "target-features"="+armv6,+dsp,+soft-float,+strict-align,-aes,-bf16,-d32,-dotprod,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fp64,-fpregs,-fullfp16,-mve,-mve.fp,-neon,-sha2,-thumb-mode,-vfp2,-vfp2sp,-vfp3,-vfp3d16,-vfp3d16sp,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" "use-soft-float"="true" }
attributes #2 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #3 = { nobuiltin nounwind "no-builtins" }
attributes #4 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4, !5}
!llvm.ident = !{!6}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, !"min_enum_size", i32 4}
!2 = !{i32 1, !"branch-target-enforcement", i32 0}
!3 = !{i32 1, !"sign-return-address", i32 0}
!4 = !{i32 1, !"sign-return-address-all", i32 0}
!5 = !{i32 1, !"sign-return-address-with-bkey", i32 0}
!6 = !{!"Debian clang version 14.0.6"}
!7 = !{!8, !8, i64 0}
!8 = !{!"int", !9, i64 0}
!9 = !{!"omnipotent char", !10, i64 0}
!10 = !{!"Simple C/C++ TBAA"}
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.mustprogress"}
!13 = distinct !{!13, !12}
!14 = distinct !{!14, !12}
!15 = distinct !{!15, !12}
!16 = distinct !{!16, !12}
!17 = distinct !{!17, !12}
!18 = distinct !{!18, !12}
!19 = distinct !{!19, !12}
!20 = distinct !{!20, !12}
!21 = !{!22, !9, i64 0}
!22 = !{!"rec", !9, i64 0, !23, i64 2}
!23 = !{!"short", !9, i64 0}
!24 = !{!22, !23, i64 2}
!25 = distinct !{!25, !12}
!26 = distinct !{!26, !12}
!27 = distinct !{!27, !12}
!28 = distinct !{!28, !12}
!29 = distinct !{!29, !12}
!30 = distinct !{!30, !12, !31}
!31 = !{!"llvm.loop.peeled.count", i32 1}
