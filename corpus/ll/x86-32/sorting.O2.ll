; ModuleID = 'sorting.c'
source_filename = "sorting.c"
target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i386-unknown-linux-gnu"

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
  br label %407

1:                                                ; preds = %422
  %2 = tail call i8* @memcpy(i8* noundef bitcast ([160 x i32]* @h1 to i8*), i8* noundef bitcast ([160 x i32]* @orig to i8*), i32 noundef 640) #3
  %3 = tail call i8* @memcpy(i8* noundef bitcast ([160 x i32]* @s1 to i8*), i8* noundef bitcast ([160 x i32]* @orig to i8*), i32 noundef 640) #3
  %4 = tail call i8* @memcpy(i8* noundef bitcast ([160 x i32]* @m1 to i8*), i8* noundef bitcast ([160 x i32]* @orig to i8*), i32 noundef 640) #3
  br label %5

5:                                                ; preds = %38, %1
  %6 = phi i32 [ 79, %1 ], [ %39, %38 ]
  %7 = shl nuw nsw i32 %6, 1
  %8 = or i32 %7, 1
  %9 = getelementptr inbounds [160 x i32], [160 x i32]* @h1, i32 0, i32 %6
  %10 = load i32, i32* %9, align 4, !tbaa !3
  br label %11

11:                                               ; preds = %32, %5
  %12 = phi i32 [ %36, %32 ], [ %8, %5 ]
  %13 = phi i32 [ %35, %32 ], [ %7, %5 ]
  %14 = phi i32 [ %30, %32 ], [ %6, %5 ]
  %15 = getelementptr inbounds [160 x i32], [160 x i32]* @h1, i32 0, i32 %14
  %16 = getelementptr inbounds [160 x i32], [160 x i32]* @h1, i32 0, i32 %12
  %17 = load i32, i32* %16, align 4, !tbaa !3
  %18 = icmp slt i32 %10, %17
  %19 = select i1 %18, i32 %12, i32 %14
  %20 = add i32 %13, 2
  %21 = icmp sgt i32 %20, 159
  br i1 %21, label %29, label %22

22:                                               ; preds = %11
  %23 = getelementptr inbounds [160 x i32], [160 x i32]* @h1, i32 0, i32 %19
  %24 = load i32, i32* %23, align 4, !tbaa !3
  %25 = getelementptr inbounds [160 x i32], [160 x i32]* @h1, i32 0, i32 %20
  %26 = load i32, i32* %25, align 4, !tbaa !3
  %27 = icmp slt i32 %24, %26
  %28 = select i1 %27, i32 %20, i32 %19
  br label %29

29:                                               ; preds = %22, %11
  %30 = phi i32 [ %19, %11 ], [ %28, %22 ]
  %31 = icmp eq i32 %30, %14
  br i1 %31, label %38, label %32

32:                                               ; preds = %29
  %33 = getelementptr inbounds [160 x i32], [160 x i32]* @h1, i32 0, i32 %30
  %34 = load i32, i32* %33, align 4, !tbaa !3
  store i32 %34, i32* %15, align 4, !tbaa !3
  store i32 %10, i32* %33, align 4, !tbaa !3
  %35 = shl nsw i32 %30, 1
  %36 = or i32 %35, 1
  %37 = icmp sgt i32 %36, 159
  br i1 %37, label %38, label %11

38:                                               ; preds = %32, %29
  %39 = add nsw i32 %6, -1
  %40 = icmp eq i32 %6, 0
  br i1 %40, label %41, label %5, !llvm.loop !7

41:                                               ; preds = %38
  %42 = load i32, i32* getelementptr inbounds ([160 x i32], [160 x i32]* @h1, i32 0, i32 159), align 4, !tbaa !3
  %43 = load i32, i32* getelementptr inbounds ([160 x i32], [160 x i32]* @h1, i32 0, i32 0), align 4, !tbaa !3
  store i32 %43, i32* getelementptr inbounds ([160 x i32], [160 x i32]* @h1, i32 0, i32 159), align 4, !tbaa !3
  store i32 %42, i32* getelementptr inbounds ([160 x i32], [160 x i32]* @h1, i32 0, i32 0), align 4, !tbaa !3
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
  %54 = load i32, i32* %53, align 4, !tbaa !3
  %55 = icmp slt i32 %46, %54
  %56 = select i1 %55, i32 %49, i32 %51
  %57 = add i32 %50, 2
  %58 = icmp slt i32 %57, %47
  br i1 %58, label %59, label %66

59:                                               ; preds = %48
  %60 = getelementptr inbounds [160 x i32], [160 x i32]* @h1, i32 0, i32 %56
  %61 = load i32, i32* %60, align 4, !tbaa !3
  %62 = getelementptr inbounds [160 x i32], [160 x i32]* @h1, i32 0, i32 %57
  %63 = load i32, i32* %62, align 4, !tbaa !3
  %64 = icmp slt i32 %61, %63
  %65 = select i1 %64, i32 %57, i32 %56
  br label %66

66:                                               ; preds = %59, %48
  %67 = phi i32 [ %56, %48 ], [ %65, %59 ]
  %68 = icmp eq i32 %67, %51
  br i1 %68, label %75, label %69

69:                                               ; preds = %66
  %70 = getelementptr inbounds [160 x i32], [160 x i32]* @h1, i32 0, i32 %67
  %71 = load i32, i32* %70, align 4, !tbaa !3
  store i32 %71, i32* %52, align 4, !tbaa !3
  store i32 %46, i32* %70, align 4, !tbaa !3
  %72 = shl nsw i32 %67, 1
  %73 = or i32 %72, 1
  %74 = icmp slt i32 %73, %47
  br i1 %74, label %48, label %75

75:                                               ; preds = %69, %66
  %76 = getelementptr inbounds [160 x i32], [160 x i32]* @h1, i32 0, i32 %45
  %77 = load i32, i32* %76, align 4, !tbaa !3
  %78 = load i32, i32* getelementptr inbounds ([160 x i32], [160 x i32]* @h1, i32 0, i32 0), align 4, !tbaa !3
  store i32 %78, i32* %76, align 4, !tbaa !3
  store i32 %77, i32* getelementptr inbounds ([160 x i32], [160 x i32]* @h1, i32 0, i32 0), align 4, !tbaa !3
  %79 = add nsw i32 %45, -1
  %80 = icmp eq i32 %79, 0
  br i1 %80, label %236, label %44, !llvm.loop !9

81:                                               ; preds = %254, %131
  %82 = phi i32 [ %134, %131 ], [ 23, %254 ]
  %83 = getelementptr inbounds [160 x i32], [160 x i32]* @s1, i32 0, i32 %82
  %84 = load i32, i32* %83, align 4, !tbaa !3
  %85 = add nsw i32 %82, -23
  %86 = getelementptr inbounds [160 x i32], [160 x i32]* @s1, i32 0, i32 %85
  %87 = load i32, i32* %86, align 4, !tbaa !3
  %88 = icmp sgt i32 %87, %84
  br i1 %88, label %89, label %131

89:                                               ; preds = %81
  %90 = getelementptr inbounds [160 x i32], [160 x i32]* @s1, i32 0, i32 %82
  store i32 %87, i32* %90, align 4, !tbaa !3
  %91 = icmp ult i32 %82, 46
  br i1 %91, label %131, label %92, !llvm.loop !10

92:                                               ; preds = %89
  %93 = add nsw i32 %82, -46
  %94 = getelementptr inbounds [160 x i32], [160 x i32]* @s1, i32 0, i32 %93
  %95 = load i32, i32* %94, align 4, !tbaa !3
  %96 = icmp sgt i32 %95, %84
  br i1 %96, label %97, label %131

97:                                               ; preds = %92
  %98 = getelementptr inbounds [160 x i32], [160 x i32]* @s1, i32 0, i32 %85
  store i32 %95, i32* %98, align 4, !tbaa !3
  %99 = icmp ult i32 %82, 69
  br i1 %99, label %131, label %100, !llvm.loop !10

100:                                              ; preds = %97
  %101 = add nsw i32 %82, -69
  %102 = getelementptr inbounds [160 x i32], [160 x i32]* @s1, i32 0, i32 %101
  %103 = load i32, i32* %102, align 4, !tbaa !3
  %104 = icmp sgt i32 %103, %84
  br i1 %104, label %105, label %131

105:                                              ; preds = %100
  %106 = getelementptr inbounds [160 x i32], [160 x i32]* @s1, i32 0, i32 %93
  store i32 %103, i32* %106, align 4, !tbaa !3
  %107 = icmp ult i32 %82, 92
  br i1 %107, label %131, label %108, !llvm.loop !10

108:                                              ; preds = %105
  %109 = add nsw i32 %82, -92
  %110 = getelementptr inbounds [160 x i32], [160 x i32]* @s1, i32 0, i32 %109
  %111 = load i32, i32* %110, align 4, !tbaa !3
  %112 = icmp sgt i32 %111, %84
  br i1 %112, label %113, label %131

113:                                              ; preds = %108
  %114 = getelementptr inbounds [160 x i32], [160 x i32]* @s1, i32 0, i32 %101
  store i32 %111, i32* %114, align 4, !tbaa !3
  %115 = icmp ult i32 %82, 115
  br i1 %115, label %131, label %116, !llvm.loop !10

116:                                              ; preds = %113
  %117 = add nsw i32 %82, -115
  %118 = getelementptr inbounds [160 x i32], [160 x i32]* @s1, i32 0, i32 %117
  %119 = load i32, i32* %118, align 4, !tbaa !3
  %120 = icmp sgt i32 %119, %84
  br i1 %120, label %121, label %131

121:                                              ; preds = %116
  %122 = getelementptr inbounds [160 x i32], [160 x i32]* @s1, i32 0, i32 %109
  store i32 %119, i32* %122, align 4, !tbaa !3
  %123 = icmp ult i32 %82, 138
  br i1 %123, label %131, label %124, !llvm.loop !10

124:                                              ; preds = %121
  %125 = add nsw i32 %82, -138
  %126 = getelementptr inbounds [160 x i32], [160 x i32]* @s1, i32 0, i32 %125
  %127 = load i32, i32* %126, align 4, !tbaa !3
  %128 = icmp sgt i32 %127, %84
  br i1 %128, label %129, label %131

129:                                              ; preds = %124
  %130 = getelementptr inbounds [160 x i32], [160 x i32]* @s1, i32 0, i32 %117
  store i32 %127, i32* %130, align 4, !tbaa !3
  br label %131

131:                                              ; preds = %129, %124, %121, %116, %113, %108, %105, %100, %97, %92, %89, %81
  %132 = phi i32 [ %82, %81 ], [ %85, %89 ], [ %85, %92 ], [ %93, %97 ], [ %93, %100 ], [ %101, %105 ], [ %101, %108 ], [ %109, %113 ], [ %109, %116 ], [ %117, %121 ], [ %117, %124 ], [ %125, %129 ]
  %133 = getelementptr inbounds [160 x i32], [160 x i32]* @s1, i32 0, i32 %132
  store i32 %84, i32* %133, align 4, !tbaa !3
  %134 = add nuw nsw i32 %82, 1
  %135 = icmp eq i32 %134, 160
  br i1 %135, label %136, label %81, !llvm.loop !11

136:                                              ; preds = %131, %164
  %137 = phi i32 [ %167, %164 ], [ 10, %131 ]
  %138 = getelementptr inbounds [160 x i32], [160 x i32]* @s1, i32 0, i32 %137
  %139 = load i32, i32* %138, align 4, !tbaa !3
  br label %140

140:                                              ; preds = %146, %136
  %141 = phi i32 [ %142, %146 ], [ %137, %136 ]
  %142 = add nsw i32 %141, -10
  %143 = getelementptr inbounds [160 x i32], [160 x i32]* @s1, i32 0, i32 %142
  %144 = load i32, i32* %143, align 4, !tbaa !3
  %145 = icmp sgt i32 %144, %139
  br i1 %145, label %146, label %149

146:                                              ; preds = %140
  %147 = getelementptr inbounds [160 x i32], [160 x i32]* @s1, i32 0, i32 %141
  store i32 %144, i32* %147, align 4, !tbaa !3
  %148 = icmp slt i32 %141, 20
  br i1 %148, label %149, label %140, !llvm.loop !10

149:                                              ; preds = %146, %140
  %150 = phi i32 [ %141, %140 ], [ %142, %146 ]
  %151 = getelementptr inbounds [160 x i32], [160 x i32]* @s1, i32 0, i32 %150
  store i32 %139, i32* %151, align 4, !tbaa !3
  %152 = or i32 %137, 1
  %153 = getelementptr inbounds [160 x i32], [160 x i32]* @s1, i32 0, i32 %152
  %154 = load i32, i32* %153, align 4, !tbaa !3
  br label %155

155:                                              ; preds = %161, %149
  %156 = phi i32 [ %157, %161 ], [ %152, %149 ]
  %157 = add nsw i32 %156, -10
  %158 = getelementptr inbounds [160 x i32], [160 x i32]* @s1, i32 0, i32 %157
  %159 = load i32, i32* %158, align 4, !tbaa !3
  %160 = icmp sgt i32 %159, %154
  br i1 %160, label %161, label %164

161:                                              ; preds = %155
  %162 = getelementptr inbounds [160 x i32], [160 x i32]* @s1, i32 0, i32 %156
  store i32 %159, i32* %162, align 4, !tbaa !3
  %163 = icmp slt i32 %156, 20
  br i1 %163, label %164, label %155, !llvm.loop !10

164:                                              ; preds = %161, %155
  %165 = phi i32 [ %156, %155 ], [ %157, %161 ]
  %166 = getelementptr inbounds [160 x i32], [160 x i32]* @s1, i32 0, i32 %165
  store i32 %154, i32* %166, align 4, !tbaa !3
  %167 = add nuw nsw i32 %137, 2
  %168 = icmp eq i32 %167, 160
  br i1 %168, label %169, label %136, !llvm.loop !11

169:                                              ; preds = %164, %197
  %170 = phi i32 [ %200, %197 ], [ 4, %164 ]
  %171 = getelementptr inbounds [160 x i32], [160 x i32]* @s1, i32 0, i32 %170
  %172 = load i32, i32* %171, align 4, !tbaa !3
  br label %173

173:                                              ; preds = %179, %169
  %174 = phi i32 [ %175, %179 ], [ %170, %169 ]
  %175 = add nsw i32 %174, -4
  %176 = getelementptr inbounds [160 x i32], [160 x i32]* @s1, i32 0, i32 %175
  %177 = load i32, i32* %176, align 4, !tbaa !3
  %178 = icmp sgt i32 %177, %172
  br i1 %178, label %179, label %182

179:                                              ; preds = %173
  %180 = getelementptr inbounds [160 x i32], [160 x i32]* @s1, i32 0, i32 %174
  store i32 %177, i32* %180, align 4, !tbaa !3
  %181 = icmp slt i32 %174, 8
  br i1 %181, label %182, label %173, !llvm.loop !10

182:                                              ; preds = %179, %173
  %183 = phi i32 [ %174, %173 ], [ %175, %179 ]
  %184 = getelementptr inbounds [160 x i32], [160 x i32]* @s1, i32 0, i32 %183
  store i32 %172, i32* %184, align 4, !tbaa !3
  %185 = or i32 %170, 1
  %186 = getelementptr inbounds [160 x i32], [160 x i32]* @s1, i32 0, i32 %185
  %187 = load i32, i32* %186, align 4, !tbaa !3
  br label %188

188:                                              ; preds = %194, %182
  %189 = phi i32 [ %190, %194 ], [ %185, %182 ]
  %190 = add nsw i32 %189, -4
  %191 = getelementptr inbounds [160 x i32], [160 x i32]* @s1, i32 0, i32 %190
  %192 = load i32, i32* %191, align 4, !tbaa !3
  %193 = icmp sgt i32 %192, %187
  br i1 %193, label %194, label %197

194:                                              ; preds = %188
  %195 = getelementptr inbounds [160 x i32], [160 x i32]* @s1, i32 0, i32 %189
  store i32 %192, i32* %195, align 4, !tbaa !3
  %196 = icmp slt i32 %189, 8
  br i1 %196, label %197, label %188, !llvm.loop !10

197:                                              ; preds = %194, %188
  %198 = phi i32 [ %189, %188 ], [ %190, %194 ]
  %199 = getelementptr inbounds [160 x i32], [160 x i32]* @s1, i32 0, i32 %198
  store i32 %187, i32* %199, align 4, !tbaa !3
  %200 = add nuw nsw i32 %170, 2
  %201 = icmp eq i32 %200, 160
  br i1 %201, label %202, label %169, !llvm.loop !11

202:                                              ; preds = %197, %232
  %203 = phi i32 [ %235, %232 ], [ 1, %197 ]
  %204 = getelementptr inbounds [160 x i32], [160 x i32]* @s1, i32 0, i32 %203
  %205 = load i32, i32* %204, align 4, !tbaa !3
  br label %206

206:                                              ; preds = %212, %202
  %207 = phi i32 [ %208, %212 ], [ %203, %202 ]
  %208 = add nsw i32 %207, -1
  %209 = getelementptr inbounds [160 x i32], [160 x i32]* @s1, i32 0, i32 %208
  %210 = load i32, i32* %209, align 4, !tbaa !3
  %211 = icmp sgt i32 %210, %205
  br i1 %211, label %212, label %215

212:                                              ; preds = %206
  %213 = getelementptr inbounds [160 x i32], [160 x i32]* @s1, i32 0, i32 %207
  store i32 %210, i32* %213, align 4, !tbaa !3
  %214 = icmp slt i32 %207, 2
  br i1 %214, label %215, label %206, !llvm.loop !10

215:                                              ; preds = %212, %206
  %216 = phi i32 [ %207, %206 ], [ 0, %212 ]
  %217 = getelementptr inbounds [160 x i32], [160 x i32]* @s1, i32 0, i32 %216
  store i32 %205, i32* %217, align 4, !tbaa !3
  %218 = add nuw nsw i32 %203, 1
  %219 = icmp eq i32 %218, 160
  br i1 %219, label %259, label %220, !llvm.loop !11

220:                                              ; preds = %215
  %221 = getelementptr inbounds [160 x i32], [160 x i32]* @s1, i32 0, i32 %218
  %222 = load i32, i32* %221, align 4, !tbaa !3
  br label %223

223:                                              ; preds = %229, %220
  %224 = phi i32 [ %225, %229 ], [ %218, %220 ]
  %225 = add nsw i32 %224, -1
  %226 = getelementptr inbounds [160 x i32], [160 x i32]* @s1, i32 0, i32 %225
  %227 = load i32, i32* %226, align 4, !tbaa !3
  %228 = icmp sgt i32 %227, %222
  br i1 %228, label %229, label %232

229:                                              ; preds = %223
  %230 = getelementptr inbounds [160 x i32], [160 x i32]* @s1, i32 0, i32 %224
  store i32 %227, i32* %230, align 4, !tbaa !3
  %231 = icmp slt i32 %224, 2
  br i1 %231, label %232, label %223, !llvm.loop !10

232:                                              ; preds = %229, %223
  %233 = phi i32 [ %224, %223 ], [ 0, %229 ]
  %234 = getelementptr inbounds [160 x i32], [160 x i32]* @s1, i32 0, i32 %233
  store i32 %222, i32* %234, align 4, !tbaa !3
  %235 = add nuw nsw i32 %203, 2
  br label %202

236:                                              ; preds = %75, %254
  %237 = phi i32 [ %257, %254 ], [ 57, %75 ]
  %238 = getelementptr inbounds [160 x i32], [160 x i32]* @s1, i32 0, i32 %237
  %239 = load i32, i32* %238, align 4, !tbaa !3
  %240 = add nsw i32 %237, -57
  %241 = getelementptr inbounds [160 x i32], [160 x i32]* @s1, i32 0, i32 %240
  %242 = load i32, i32* %241, align 4, !tbaa !3
  %243 = icmp sgt i32 %242, %239
  br i1 %243, label %244, label %254

244:                                              ; preds = %236
  %245 = getelementptr inbounds [160 x i32], [160 x i32]* @s1, i32 0, i32 %237
  store i32 %242, i32* %245, align 4, !tbaa !3
  %246 = icmp ult i32 %237, 114
  br i1 %246, label %254, label %247, !llvm.loop !10

247:                                              ; preds = %244
  %248 = add nsw i32 %237, -114
  %249 = getelementptr inbounds [160 x i32], [160 x i32]* @s1, i32 0, i32 %248
  %250 = load i32, i32* %249, align 4, !tbaa !3
  %251 = icmp sgt i32 %250, %239
  br i1 %251, label %252, label %254

252:                                              ; preds = %247
  %253 = getelementptr inbounds [160 x i32], [160 x i32]* @s1, i32 0, i32 %240
  store i32 %250, i32* %253, align 4, !tbaa !3
  br label %254

254:                                              ; preds = %252, %247, %244, %236
  %255 = phi i32 [ %237, %236 ], [ %240, %244 ], [ %240, %247 ], [ %248, %252 ]
  %256 = getelementptr inbounds [160 x i32], [160 x i32]* @s1, i32 0, i32 %255
  store i32 %239, i32* %256, align 4, !tbaa !3
  %257 = add nuw nsw i32 %237, 1
  %258 = icmp eq i32 %257, 160
  br i1 %258, label %81, label %236, !llvm.loop !11

259:                                              ; preds = %215, %265
  %260 = phi i32 [ %261, %265 ], [ 1, %215 ]
  %261 = shl nuw nsw i32 %260, 1
  br label %268

262:                                              ; preds = %352, %380, %332
  %263 = add nuw nsw i32 %270, %261
  %264 = add nuw nsw i32 %269, %261
  br i1 %280, label %268, label %265, !llvm.loop !12

265:                                              ; preds = %262
  %266 = tail call i8* @memcpy(i8* noundef bitcast ([160 x i32]* @m1 to i8*), i8* noundef bitcast ([160 x i32]* @tmp to i8*), i32 noundef 640) #3
  %267 = icmp ult i32 %260, 80
  br i1 %267, label %259, label %404, !llvm.loop !13

268:                                              ; preds = %262, %259
  %269 = phi i32 [ %261, %259 ], [ %264, %262 ]
  %270 = phi i32 [ %260, %259 ], [ %263, %262 ]
  %271 = phi i32 [ 0, %259 ], [ %279, %262 ]
  %272 = call i32 @llvm.smin.i32(i32 %269, i32 160)
  %273 = call i32 @llvm.smin.i32(i32 %270, i32 160)
  %274 = tail call i32 @llvm.smin.i32(i32 %269, i32 160) #4
  %275 = tail call i32 @llvm.smin.i32(i32 %270, i32 160) #4
  %276 = add nuw nsw i32 %271, %260
  %277 = icmp ult i32 %276, 160
  %278 = select i1 %277, i32 %276, i32 160
  %279 = add nuw nsw i32 %271, %261
  %280 = icmp ult i32 %279, 160
  %281 = select i1 %280, i32 %279, i32 160
  %282 = icmp ult i32 %271, %278
  %283 = icmp ult i32 %278, %281
  %284 = select i1 %282, i1 %283, i1 false
  br i1 %284, label %312, label %285

285:                                              ; preds = %312, %268
  %286 = phi i32 [ %271, %268 ], [ %323, %312 ]
  %287 = phi i32 [ %278, %268 ], [ %325, %312 ]
  %288 = phi i32 [ %271, %268 ], [ %327, %312 ]
  %289 = icmp slt i32 %286, %278
  br i1 %289, label %290, label %332

290:                                              ; preds = %285
  %291 = sub i32 %273, %286
  %292 = xor i32 %286, -1
  %293 = add i32 %273, %292
  %294 = and i32 %291, 3
  %295 = icmp eq i32 %294, 0
  br i1 %295, label %307, label %296

296:                                              ; preds = %290, %296
  %297 = phi i32 [ %303, %296 ], [ %288, %290 ]
  %298 = phi i32 [ %300, %296 ], [ %286, %290 ]
  %299 = phi i32 [ %305, %296 ], [ 0, %290 ]
  %300 = add nsw i32 %298, 1
  %301 = getelementptr inbounds [160 x i32], [160 x i32]* @m1, i32 0, i32 %298
  %302 = load i32, i32* %301, align 4, !tbaa !3
  %303 = add nsw i32 %297, 1
  %304 = getelementptr inbounds [160 x i32], [160 x i32]* @tmp, i32 0, i32 %297
  store i32 %302, i32* %304, align 4, !tbaa !3
  %305 = add i32 %299, 1
  %306 = icmp eq i32 %305, %294
  br i1 %306, label %307, label %296, !llvm.loop !14

307:                                              ; preds = %296, %290
  %308 = phi i32 [ undef, %290 ], [ %303, %296 ]
  %309 = phi i32 [ %288, %290 ], [ %303, %296 ]
  %310 = phi i32 [ %286, %290 ], [ %300, %296 ]
  %311 = icmp ult i32 %293, 3
  br i1 %311, label %332, label %356

312:                                              ; preds = %268, %312
  %313 = phi i32 [ %327, %312 ], [ %271, %268 ]
  %314 = phi i32 [ %325, %312 ], [ %278, %268 ]
  %315 = phi i32 [ %323, %312 ], [ %271, %268 ]
  %316 = getelementptr inbounds [160 x i32], [160 x i32]* @m1, i32 0, i32 %315
  %317 = load i32, i32* %316, align 4, !tbaa !3
  %318 = getelementptr inbounds [160 x i32], [160 x i32]* @m1, i32 0, i32 %314
  %319 = load i32, i32* %318, align 4, !tbaa !3
  %320 = icmp sgt i32 %317, %319
  %321 = xor i1 %320, true
  %322 = zext i1 %321 to i32
  %323 = add nsw i32 %315, %322
  %324 = zext i1 %320 to i32
  %325 = add nuw nsw i32 %314, %324
  %326 = select i1 %320, i32 %319, i32 %317
  %327 = add nuw nsw i32 %313, 1
  %328 = getelementptr inbounds [160 x i32], [160 x i32]* @tmp, i32 0, i32 %313
  store i32 %326, i32* %328, align 4, !tbaa !3
  %329 = icmp slt i32 %323, %278
  %330 = icmp slt i32 %325, %281
  %331 = select i1 %329, i1 %330, i1 false
  br i1 %331, label %312, label %285, !llvm.loop !16

332:                                              ; preds = %307, %356, %285
  %333 = phi i32 [ %288, %285 ], [ %308, %307 ], [ %377, %356 ]
  %334 = icmp slt i32 %287, %281
  br i1 %334, label %335, label %262

335:                                              ; preds = %332
  %336 = sub i32 %272, %287
  %337 = xor i32 %287, -1
  %338 = add i32 %272, %337
  %339 = and i32 %336, 3
  %340 = icmp eq i32 %339, 0
  br i1 %340, label %352, label %341

341:                                              ; preds = %335, %341
  %342 = phi i32 [ %348, %341 ], [ %333, %335 ]
  %343 = phi i32 [ %345, %341 ], [ %287, %335 ]
  %344 = phi i32 [ %350, %341 ], [ 0, %335 ]
  %345 = add nsw i32 %343, 1
  %346 = getelementptr inbounds [160 x i32], [160 x i32]* @m1, i32 0, i32 %343
  %347 = load i32, i32* %346, align 4, !tbaa !3
  %348 = add nsw i32 %342, 1
  %349 = getelementptr inbounds [160 x i32], [160 x i32]* @tmp, i32 0, i32 %342
  store i32 %347, i32* %349, align 4, !tbaa !3
  %350 = add i32 %344, 1
  %351 = icmp eq i32 %350, %339
  br i1 %351, label %352, label %341, !llvm.loop !17

352:                                              ; preds = %341, %335
  %353 = phi i32 [ %333, %335 ], [ %348, %341 ]
  %354 = phi i32 [ %287, %335 ], [ %345, %341 ]
  %355 = icmp ult i32 %338, 3
  br i1 %355, label %262, label %380

356:                                              ; preds = %307, %356
  %357 = phi i32 [ %377, %356 ], [ %309, %307 ]
  %358 = phi i32 [ %374, %356 ], [ %310, %307 ]
  %359 = add nsw i32 %358, 1
  %360 = getelementptr inbounds [160 x i32], [160 x i32]* @m1, i32 0, i32 %358
  %361 = load i32, i32* %360, align 4, !tbaa !3
  %362 = add nsw i32 %357, 1
  %363 = getelementptr inbounds [160 x i32], [160 x i32]* @tmp, i32 0, i32 %357
  store i32 %361, i32* %363, align 4, !tbaa !3
  %364 = add nsw i32 %358, 2
  %365 = getelementptr inbounds [160 x i32], [160 x i32]* @m1, i32 0, i32 %359
  %366 = load i32, i32* %365, align 4, !tbaa !3
  %367 = add nsw i32 %357, 2
  %368 = getelementptr inbounds [160 x i32], [160 x i32]* @tmp, i32 0, i32 %362
  store i32 %366, i32* %368, align 4, !tbaa !3
  %369 = add nsw i32 %358, 3
  %370 = getelementptr inbounds [160 x i32], [160 x i32]* @m1, i32 0, i32 %364
  %371 = load i32, i32* %370, align 4, !tbaa !3
  %372 = add nsw i32 %357, 3
  %373 = getelementptr inbounds [160 x i32], [160 x i32]* @tmp, i32 0, i32 %367
  store i32 %371, i32* %373, align 4, !tbaa !3
  %374 = add nsw i32 %358, 4
  %375 = getelementptr inbounds [160 x i32], [160 x i32]* @m1, i32 0, i32 %369
  %376 = load i32, i32* %375, align 4, !tbaa !3
  %377 = add nsw i32 %357, 4
  %378 = getelementptr inbounds [160 x i32], [160 x i32]* @tmp, i32 0, i32 %372
  store i32 %376, i32* %378, align 4, !tbaa !3
  %379 = icmp eq i32 %374, %275
  br i1 %379, label %332, label %356, !llvm.loop !18

380:                                              ; preds = %352, %380
  %381 = phi i32 [ %401, %380 ], [ %353, %352 ]
  %382 = phi i32 [ %398, %380 ], [ %354, %352 ]
  %383 = add nsw i32 %382, 1
  %384 = getelementptr inbounds [160 x i32], [160 x i32]* @m1, i32 0, i32 %382
  %385 = load i32, i32* %384, align 4, !tbaa !3
  %386 = add nsw i32 %381, 1
  %387 = getelementptr inbounds [160 x i32], [160 x i32]* @tmp, i32 0, i32 %381
  store i32 %385, i32* %387, align 4, !tbaa !3
  %388 = add nsw i32 %382, 2
  %389 = getelementptr inbounds [160 x i32], [160 x i32]* @m1, i32 0, i32 %383
  %390 = load i32, i32* %389, align 4, !tbaa !3
  %391 = add nsw i32 %381, 2
  %392 = getelementptr inbounds [160 x i32], [160 x i32]* @tmp, i32 0, i32 %386
  store i32 %390, i32* %392, align 4, !tbaa !3
  %393 = add nsw i32 %382, 3
  %394 = getelementptr inbounds [160 x i32], [160 x i32]* @m1, i32 0, i32 %388
  %395 = load i32, i32* %394, align 4, !tbaa !3
  %396 = add nsw i32 %381, 3
  %397 = getelementptr inbounds [160 x i32], [160 x i32]* @tmp, i32 0, i32 %391
  store i32 %395, i32* %397, align 4, !tbaa !3
  %398 = add nsw i32 %382, 4
  %399 = getelementptr inbounds [160 x i32], [160 x i32]* @m1, i32 0, i32 %393
  %400 = load i32, i32* %399, align 4, !tbaa !3
  %401 = add nsw i32 %381, 4
  %402 = getelementptr inbounds [160 x i32], [160 x i32]* @tmp, i32 0, i32 %396
  store i32 %400, i32* %402, align 4, !tbaa !3
  %403 = icmp eq i32 %398, %274
  br i1 %403, label %262, label %380, !llvm.loop !19

404:                                              ; preds = %265
  %405 = tail call i32 @memcmp(i8* noundef bitcast ([160 x i32]* @h1 to i8*), i8* noundef bitcast ([160 x i32]* @s1 to i8*), i32 noundef 640) #3
  %406 = icmp eq i32 %405, 0
  br i1 %406, label %430, label %433

407:                                              ; preds = %0, %422
  %408 = phi i32 [ 0, %0 ], [ %428, %422 ]
  %409 = phi i32 [ 2024, %0 ], [ %411, %422 ]
  %410 = mul i32 %409, 1664525
  %411 = add i32 %410, 1013904223
  %412 = lshr i32 %411, 8
  %413 = add nsw i32 %412, -8388608
  %414 = getelementptr inbounds [160 x i32], [160 x i32]* @orig, i32 0, i32 %408
  store i32 %413, i32* %414, align 4, !tbaa !3
  %415 = trunc i32 %408 to i8
  %416 = urem i8 %415, 9
  %417 = icmp eq i8 %416, 3
  br i1 %417, label %418, label %422

418:                                              ; preds = %407
  %419 = lshr i32 %408, 1
  %420 = getelementptr inbounds [160 x i32], [160 x i32]* @orig, i32 0, i32 %419
  %421 = load i32, i32* %420, align 4, !tbaa !3
  store i32 %421, i32* %414, align 4, !tbaa !3
  br label %422

422:                                              ; preds = %418, %407
  %423 = lshr i32 %411, 27
  %424 = trunc i32 %423 to i8
  %425 = getelementptr inbounds [160 x %struct.rec], [160 x %struct.rec]* @recs, i32 0, i32 %408, i32 0
  store i8 %424, i8* %425, align 2, !tbaa !20
  %426 = trunc i32 %408 to i16
  %427 = getelementptr inbounds [160 x %struct.rec], [160 x %struct.rec]* @recs, i32 0, i32 %408, i32 1
  store i16 %426, i16* %427, align 2, !tbaa !23
  %428 = add nuw nsw i32 %408, 1
  %429 = icmp eq i32 %428, 160
  br i1 %429, label %1, label %407, !llvm.loop !24

430:                                              ; preds = %404
  %431 = tail call i32 @memcmp(i8* noundef bitcast ([160 x i32]* @h1 to i8*), i8* noundef bitcast ([160 x i32]* @m1 to i8*), i32 noundef 640) #3
  %432 = icmp eq i32 %431, 0
  br i1 %432, label %434, label %433

433:                                              ; preds = %430, %404
  tail call void @abort() #3
  br label %434

434:                                              ; preds = %433, %430
  br label %435

435:                                              ; preds = %440, %434
  %436 = phi i32 [ 0, %434 ], [ %454, %440 ]
  %437 = getelementptr inbounds [257 x i32], [257 x i32]* @counting_sort.count, i32 0, i32 %436
  store i32 0, i32* %437, align 4, !tbaa !3
  %438 = or i32 %436, 1
  %439 = icmp eq i32 %438, 257
  br i1 %439, label %455, label %440, !llvm.loop !25

440:                                              ; preds = %435
  %441 = getelementptr inbounds [257 x i32], [257 x i32]* @counting_sort.count, i32 0, i32 %438
  store i32 0, i32* %441, align 4, !tbaa !3
  %442 = or i32 %436, 2
  %443 = getelementptr inbounds [257 x i32], [257 x i32]* @counting_sort.count, i32 0, i32 %442
  store i32 0, i32* %443, align 4, !tbaa !3
  %444 = or i32 %436, 3
  %445 = getelementptr inbounds [257 x i32], [257 x i32]* @counting_sort.count, i32 0, i32 %444
  store i32 0, i32* %445, align 4, !tbaa !3
  %446 = or i32 %436, 4
  %447 = getelementptr inbounds [257 x i32], [257 x i32]* @counting_sort.count, i32 0, i32 %446
  store i32 0, i32* %447, align 4, !tbaa !3
  %448 = or i32 %436, 5
  %449 = getelementptr inbounds [257 x i32], [257 x i32]* @counting_sort.count, i32 0, i32 %448
  store i32 0, i32* %449, align 4, !tbaa !3
  %450 = or i32 %436, 6
  %451 = getelementptr inbounds [257 x i32], [257 x i32]* @counting_sort.count, i32 0, i32 %450
  store i32 0, i32* %451, align 4, !tbaa !3
  %452 = or i32 %436, 7
  %453 = getelementptr inbounds [257 x i32], [257 x i32]* @counting_sort.count, i32 0, i32 %452
  store i32 0, i32* %453, align 4, !tbaa !3
  %454 = add nuw nsw i32 %436, 8
  br label %435

455:                                              ; preds = %435, %455
  %456 = phi i32 [ %472, %455 ], [ 0, %435 ]
  %457 = getelementptr inbounds [160 x %struct.rec], [160 x %struct.rec]* @recs, i32 0, i32 %456, i32 0
  %458 = load i8, i8* %457, align 2, !tbaa !20
  %459 = zext i8 %458 to i32
  %460 = add nuw nsw i32 %459, 1
  %461 = getelementptr inbounds [257 x i32], [257 x i32]* @counting_sort.count, i32 0, i32 %460
  %462 = load i32, i32* %461, align 4, !tbaa !3
  %463 = add nsw i32 %462, 1
  store i32 %463, i32* %461, align 4, !tbaa !3
  %464 = or i32 %456, 1
  %465 = getelementptr inbounds [160 x %struct.rec], [160 x %struct.rec]* @recs, i32 0, i32 %464, i32 0
  %466 = load i8, i8* %465, align 2, !tbaa !20
  %467 = zext i8 %466 to i32
  %468 = add nuw nsw i32 %467, 1
  %469 = getelementptr inbounds [257 x i32], [257 x i32]* @counting_sort.count, i32 0, i32 %468
  %470 = load i32, i32* %469, align 4, !tbaa !3
  %471 = add nsw i32 %470, 1
  store i32 %471, i32* %469, align 4, !tbaa !3
  %472 = add nuw nsw i32 %456, 2
  %473 = icmp eq i32 %472, 160
  br i1 %473, label %474, label %455, !llvm.loop !26

474:                                              ; preds = %455
  %475 = load i32, i32* getelementptr inbounds ([257 x i32], [257 x i32]* @counting_sort.count, i32 0, i32 0), align 4, !tbaa !3
  br label %476

476:                                              ; preds = %476, %474
  %477 = phi i32 [ %475, %474 ], [ %493, %476 ]
  %478 = phi i32 [ 1, %474 ], [ %494, %476 ]
  %479 = getelementptr inbounds [257 x i32], [257 x i32]* @counting_sort.count, i32 0, i32 %478
  %480 = load i32, i32* %479, align 4, !tbaa !3
  %481 = add nsw i32 %480, %477
  store i32 %481, i32* %479, align 4, !tbaa !3
  %482 = add nuw nsw i32 %478, 1
  %483 = getelementptr inbounds [257 x i32], [257 x i32]* @counting_sort.count, i32 0, i32 %482
  %484 = load i32, i32* %483, align 4, !tbaa !3
  %485 = add nsw i32 %484, %481
  store i32 %485, i32* %483, align 4, !tbaa !3
  %486 = add nuw nsw i32 %478, 2
  %487 = getelementptr inbounds [257 x i32], [257 x i32]* @counting_sort.count, i32 0, i32 %486
  %488 = load i32, i32* %487, align 4, !tbaa !3
  %489 = add nsw i32 %488, %485
  store i32 %489, i32* %487, align 4, !tbaa !3
  %490 = add nuw nsw i32 %478, 3
  %491 = getelementptr inbounds [257 x i32], [257 x i32]* @counting_sort.count, i32 0, i32 %490
  %492 = load i32, i32* %491, align 4, !tbaa !3
  %493 = add nsw i32 %492, %489
  store i32 %493, i32* %491, align 4, !tbaa !3
  %494 = add nuw nsw i32 %478, 4
  %495 = icmp eq i32 %494, 257
  br i1 %495, label %496, label %476, !llvm.loop !27

496:                                              ; preds = %476, %496
  %497 = phi i32 [ %521, %496 ], [ 0, %476 ]
  %498 = getelementptr inbounds [160 x %struct.rec], [160 x %struct.rec]* @recs, i32 0, i32 %497
  %499 = getelementptr inbounds %struct.rec, %struct.rec* %498, i32 0, i32 0
  %500 = load i8, i8* %499, align 2, !tbaa !20
  %501 = zext i8 %500 to i32
  %502 = getelementptr inbounds [257 x i32], [257 x i32]* @counting_sort.count, i32 0, i32 %501
  %503 = load i32, i32* %502, align 4, !tbaa !3
  %504 = add nsw i32 %503, 1
  store i32 %504, i32* %502, align 4, !tbaa !3
  %505 = getelementptr inbounds [160 x %struct.rec], [160 x %struct.rec]* @sorted_recs, i32 0, i32 %503, i32 0
  %506 = bitcast %struct.rec* %498 to i32*
  %507 = bitcast i8* %505 to i32*
  %508 = load i32, i32* %506, align 2
  store i32 %508, i32* %507, align 2
  %509 = or i32 %497, 1
  %510 = getelementptr inbounds [160 x %struct.rec], [160 x %struct.rec]* @recs, i32 0, i32 %509
  %511 = getelementptr inbounds %struct.rec, %struct.rec* %510, i32 0, i32 0
  %512 = load i8, i8* %511, align 2, !tbaa !20
  %513 = zext i8 %512 to i32
  %514 = getelementptr inbounds [257 x i32], [257 x i32]* @counting_sort.count, i32 0, i32 %513
  %515 = load i32, i32* %514, align 4, !tbaa !3
  %516 = add nsw i32 %515, 1
  store i32 %516, i32* %514, align 4, !tbaa !3
  %517 = getelementptr inbounds [160 x %struct.rec], [160 x %struct.rec]* @sorted_recs, i32 0, i32 %515, i32 0
  %518 = bitcast %struct.rec* %510 to i32*
  %519 = bitcast i8* %517 to i32*
  %520 = load i32, i32* %518, align 2
  store i32 %520, i32* %519, align 2
  %521 = add nuw nsw i32 %497, 2
  %522 = icmp eq i32 %521, 160
  br i1 %522, label %523, label %496, !llvm.loop !28

523:                                              ; preds = %496
  %524 = load i32, i32* getelementptr inbounds ([160 x i32], [160 x i32]* @h1, i32 0, i32 0), align 4, !tbaa !3
  %525 = xor i32 %524, -2128831035
  %526 = mul i32 %525, 16777619
  %527 = load i16, i16* getelementptr inbounds ([160 x %struct.rec], [160 x %struct.rec]* @sorted_recs, i32 0, i32 0, i32 1), align 2, !tbaa !23
  %528 = zext i16 %527 to i32
  %529 = xor i32 %526, %528
  %530 = mul i32 %529, 16777619
  br label %533

531:                                              ; preds = %557
  %532 = and i32 %566, 2147483647
  ret i32 %532

533:                                              ; preds = %557, %523
  %534 = phi i32 [ %559, %557 ], [ %524, %523 ]
  %535 = phi i32 [ %567, %557 ], [ 1, %523 ]
  %536 = phi i32 [ %566, %557 ], [ %530, %523 ]
  %537 = add nsw i32 %535, -1
  %538 = getelementptr inbounds [160 x i32], [160 x i32]* @h1, i32 0, i32 %535
  %539 = load i32, i32* %538, align 4, !tbaa !3
  %540 = icmp sgt i32 %534, %539
  br i1 %540, label %541, label %542

541:                                              ; preds = %533
  tail call void @abort() #3
  br label %542

542:                                              ; preds = %533, %541
  %543 = getelementptr inbounds [160 x %struct.rec], [160 x %struct.rec]* @sorted_recs, i32 0, i32 %537, i32 0
  %544 = load i8, i8* %543, align 2, !tbaa !20
  %545 = getelementptr inbounds [160 x %struct.rec], [160 x %struct.rec]* @sorted_recs, i32 0, i32 %535, i32 0
  %546 = load i8, i8* %545, align 2, !tbaa !20
  %547 = icmp ugt i8 %544, %546
  br i1 %547, label %556, label %548

548:                                              ; preds = %542
  %549 = icmp eq i8 %544, %546
  br i1 %549, label %550, label %557

550:                                              ; preds = %548
  %551 = getelementptr inbounds [160 x %struct.rec], [160 x %struct.rec]* @sorted_recs, i32 0, i32 %537, i32 1
  %552 = load i16, i16* %551, align 2, !tbaa !23
  %553 = getelementptr inbounds [160 x %struct.rec], [160 x %struct.rec]* @sorted_recs, i32 0, i32 %535, i32 1
  %554 = load i16, i16* %553, align 2, !tbaa !23
  %555 = icmp ugt i16 %552, %554
  br i1 %555, label %556, label %557

556:                                              ; preds = %550, %542
  tail call void @abort() #3
  br label %557

557:                                              ; preds = %556, %550, %548
  %558 = getelementptr inbounds [160 x i32], [160 x i32]* @h1, i32 0, i32 %535
  %559 = load i32, i32* %558, align 4, !tbaa !3
  %560 = xor i32 %559, %536
  %561 = mul i32 %560, 16777619
  %562 = getelementptr inbounds [160 x %struct.rec], [160 x %struct.rec]* @sorted_recs, i32 0, i32 %535, i32 1
  %563 = load i16, i16* %562, align 2, !tbaa !23
  %564 = zext i16 %563 to i32
  %565 = xor i32 %561, %564
  %566 = mul i32 %565, 16777619
  %567 = add nuw nsw i32 %535, 1
  %568 = icmp eq i32 %567, 160
  br i1 %568, label %531, label %533, !llvm.loop !29
}

declare dso_local i8* @memcpy(i8* noundef, i8* noundef, i32 noundef) local_unnamed_addr #1

declare dso_local i32 @memcmp(i8* noundef, i8* noundef, i32 noundef) local_unnamed_addr #1

declare dso_local void @abort() local_unnamed_addr #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.smin.i32(i32, i32) #2

attributes #0 = { nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="none" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #3 = { nobuiltin nounwind "no-builtins" }
attributes #4 = { nounwind }

!llvm.module.flags = !{!0, !1}
!llvm.ident = !{!2}

!0 = !{i32 1, !"NumRegisterParameters", i32 0}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{!"Debian clang version 14.0.6"}
!3 = !{!4, !4, i64 0}
!4 = !{!"int", !5, i64 0}
!5 = !{!"omnipotent char", !6, i64 0}
!6 = !{!"Simple C/C++ TBAA"}
!7 = distinct !{!7, !8}
!8 = !{!"llvm.loop.mustprogress"}
!9 = distinct !{!9, !8}
!10 = distinct !{!10, !8}
!11 = distinct !{!11, !8}
!12 = distinct !{!12, !8}
!13 = distinct !{!13, !8}
!14 = distinct !{!14, !15}
!15 = !{!"llvm.loop.unroll.disable"}
!16 = distinct !{!16, !8}
!17 = distinct !{!17, !15}
!18 = distinct !{!18, !8}
!19 = distinct !{!19, !8}
!20 = !{!21, !5, i64 0}
!21 = !{!"rec", !5, i64 0, !22, i64 2}
!22 = !{!"short", !5, i64 0}
!23 = !{!21, !22, i64 2}
!24 = distinct !{!24, !8}
!25 = distinct !{!25, !8}
!26 = distinct !{!26, !8}
!27 = distinct !{!27, !8}
!28 = distinct !{!28, !8}
!29 = distinct !{!29, !8, !30}
!30 = !{!"llvm.loop.peeled.count", i32 1}
