; ModuleID = 'sorting.c'
source_filename = "sorting.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.rec = type { i8, i16 }

@orig = internal global [160 x i32] zeroinitializer, align 16
@recs = internal unnamed_addr global [160 x %struct.rec] zeroinitializer, align 16
@h1 = internal global [160 x i32] zeroinitializer, align 16
@s1 = internal global [160 x i32] zeroinitializer, align 16
@m1 = internal global [160 x i32] zeroinitializer, align 16
@sorted_recs = internal unnamed_addr global [160 x %struct.rec] zeroinitializer, align 16
@tmp = internal global [160 x i32] zeroinitializer, align 16
@counting_sort.count = internal unnamed_addr global [257 x i32] zeroinitializer, align 16

; Function Attrs: nounwind
define dso_local i32 @main() local_unnamed_addr #0 {
  br label %407

1:                                                ; preds = %423
  %2 = tail call i8* @memcpy(i8* noundef bitcast ([160 x i32]* @h1 to i8*), i8* noundef bitcast ([160 x i32]* @orig to i8*), i64 noundef 640) #3
  %3 = tail call i8* @memcpy(i8* noundef bitcast ([160 x i32]* @s1 to i8*), i8* noundef bitcast ([160 x i32]* @orig to i8*), i64 noundef 640) #3
  %4 = tail call i8* @memcpy(i8* noundef bitcast ([160 x i32]* @m1 to i8*), i8* noundef bitcast ([160 x i32]* @orig to i8*), i64 noundef 640) #3
  br label %5

5:                                                ; preds = %44, %1
  %6 = phi i64 [ 79, %1 ], [ %45, %44 ]
  %7 = getelementptr inbounds [160 x i32], [160 x i32]* @h1, i64 0, i64 %6
  %8 = load i32, i32* %7, align 4, !tbaa !2
  %9 = trunc i64 %6 to i32
  %10 = shl i32 %9, 1
  %11 = or i32 %10, 1
  br label %12

12:                                               ; preds = %37, %5
  %13 = phi i32 [ %42, %37 ], [ %11, %5 ]
  %14 = phi i32 [ %41, %37 ], [ %10, %5 ]
  %15 = phi i32 [ %35, %37 ], [ %9, %5 ]
  %16 = sext i32 %15 to i64
  %17 = getelementptr inbounds [160 x i32], [160 x i32]* @h1, i64 0, i64 %16
  %18 = sext i32 %13 to i64
  %19 = getelementptr inbounds [160 x i32], [160 x i32]* @h1, i64 0, i64 %18
  %20 = load i32, i32* %19, align 4, !tbaa !2
  %21 = icmp slt i32 %8, %20
  %22 = select i1 %21, i32 %13, i32 %15
  %23 = add i32 %14, 2
  %24 = icmp sgt i32 %23, 159
  br i1 %24, label %34, label %25

25:                                               ; preds = %12
  %26 = sext i32 %22 to i64
  %27 = getelementptr inbounds [160 x i32], [160 x i32]* @h1, i64 0, i64 %26
  %28 = load i32, i32* %27, align 4, !tbaa !2
  %29 = sext i32 %23 to i64
  %30 = getelementptr inbounds [160 x i32], [160 x i32]* @h1, i64 0, i64 %29
  %31 = load i32, i32* %30, align 8, !tbaa !2
  %32 = icmp slt i32 %28, %31
  %33 = select i1 %32, i32 %23, i32 %22
  br label %34

34:                                               ; preds = %25, %12
  %35 = phi i32 [ %22, %12 ], [ %33, %25 ]
  %36 = icmp eq i32 %35, %15
  br i1 %36, label %44, label %37

37:                                               ; preds = %34
  %38 = sext i32 %35 to i64
  %39 = getelementptr inbounds [160 x i32], [160 x i32]* @h1, i64 0, i64 %38
  %40 = load i32, i32* %39, align 4, !tbaa !2
  store i32 %40, i32* %17, align 4, !tbaa !2
  store i32 %8, i32* %39, align 4, !tbaa !2
  %41 = shl nsw i32 %35, 1
  %42 = or i32 %41, 1
  %43 = icmp sgt i32 %42, 159
  br i1 %43, label %44, label %12

44:                                               ; preds = %37, %34
  %45 = add nsw i64 %6, -1
  %46 = icmp eq i64 %6, 0
  br i1 %46, label %47, label %5, !llvm.loop !6

47:                                               ; preds = %44
  %48 = load i32, i32* getelementptr inbounds ([160 x i32], [160 x i32]* @h1, i64 0, i64 159), align 4, !tbaa !2
  %49 = load i32, i32* getelementptr inbounds ([160 x i32], [160 x i32]* @h1, i64 0, i64 0), align 16, !tbaa !2
  store i32 %49, i32* getelementptr inbounds ([160 x i32], [160 x i32]* @h1, i64 0, i64 159), align 4, !tbaa !2
  store i32 %48, i32* getelementptr inbounds ([160 x i32], [160 x i32]* @h1, i64 0, i64 0), align 16, !tbaa !2
  br label %50

50:                                               ; preds = %47, %87
  %51 = phi i64 [ 158, %47 ], [ %91, %87 ]
  %52 = phi i32 [ %48, %47 ], [ %89, %87 ]
  %53 = phi i64 [ 159, %47 ], [ %51, %87 ]
  br label %54

54:                                               ; preds = %50, %79
  %55 = phi i32 [ %84, %79 ], [ 1, %50 ]
  %56 = phi i32 [ %83, %79 ], [ 0, %50 ]
  %57 = phi i32 [ %77, %79 ], [ 0, %50 ]
  %58 = sext i32 %57 to i64
  %59 = getelementptr inbounds [160 x i32], [160 x i32]* @h1, i64 0, i64 %58
  %60 = sext i32 %55 to i64
  %61 = getelementptr inbounds [160 x i32], [160 x i32]* @h1, i64 0, i64 %60
  %62 = load i32, i32* %61, align 4, !tbaa !2
  %63 = icmp slt i32 %52, %62
  %64 = select i1 %63, i32 %55, i32 %57
  %65 = add i32 %56, 2
  %66 = sext i32 %65 to i64
  %67 = icmp sgt i64 %53, %66
  br i1 %67, label %68, label %76

68:                                               ; preds = %54
  %69 = sext i32 %64 to i64
  %70 = getelementptr inbounds [160 x i32], [160 x i32]* @h1, i64 0, i64 %69
  %71 = load i32, i32* %70, align 4, !tbaa !2
  %72 = getelementptr inbounds [160 x i32], [160 x i32]* @h1, i64 0, i64 %66
  %73 = load i32, i32* %72, align 8, !tbaa !2
  %74 = icmp slt i32 %71, %73
  %75 = select i1 %74, i32 %65, i32 %64
  br label %76

76:                                               ; preds = %68, %54
  %77 = phi i32 [ %64, %54 ], [ %75, %68 ]
  %78 = icmp eq i32 %77, %57
  br i1 %78, label %87, label %79

79:                                               ; preds = %76
  %80 = sext i32 %77 to i64
  %81 = getelementptr inbounds [160 x i32], [160 x i32]* @h1, i64 0, i64 %80
  %82 = load i32, i32* %81, align 4, !tbaa !2
  store i32 %82, i32* %59, align 4, !tbaa !2
  store i32 %52, i32* %81, align 4, !tbaa !2
  %83 = shl nsw i32 %77, 1
  %84 = or i32 %83, 1
  %85 = sext i32 %84 to i64
  %86 = icmp sgt i64 %53, %85
  br i1 %86, label %54, label %87

87:                                               ; preds = %79, %76
  %88 = getelementptr inbounds [160 x i32], [160 x i32]* @h1, i64 0, i64 %51
  %89 = load i32, i32* %88, align 4, !tbaa !2
  %90 = load i32, i32* getelementptr inbounds ([160 x i32], [160 x i32]* @h1, i64 0, i64 0), align 16, !tbaa !2
  store i32 %90, i32* %88, align 4, !tbaa !2
  store i32 %89, i32* getelementptr inbounds ([160 x i32], [160 x i32]* @h1, i64 0, i64 0), align 16, !tbaa !2
  %91 = add nsw i64 %51, -1
  %92 = icmp eq i64 %91, 0
  br i1 %92, label %210, label %50, !llvm.loop !8

93:                                               ; preds = %233, %143
  %94 = phi i64 [ %148, %143 ], [ 23, %233 ]
  %95 = getelementptr inbounds [160 x i32], [160 x i32]* @s1, i64 0, i64 %94
  %96 = load i32, i32* %95, align 4, !tbaa !2
  %97 = add nsw i64 %94, -23
  %98 = getelementptr inbounds [160 x i32], [160 x i32]* @s1, i64 0, i64 %97
  %99 = load i32, i32* %98, align 4, !tbaa !2
  %100 = icmp sgt i32 %99, %96
  br i1 %100, label %101, label %143

101:                                              ; preds = %93
  %102 = getelementptr inbounds [160 x i32], [160 x i32]* @s1, i64 0, i64 %94
  store i32 %99, i32* %102, align 4, !tbaa !2
  %103 = icmp ult i64 %94, 46
  br i1 %103, label %143, label %104, !llvm.loop !9

104:                                              ; preds = %101
  %105 = add nsw i64 %94, -46
  %106 = getelementptr inbounds [160 x i32], [160 x i32]* @s1, i64 0, i64 %105
  %107 = load i32, i32* %106, align 4, !tbaa !2
  %108 = icmp sgt i32 %107, %96
  br i1 %108, label %109, label %143

109:                                              ; preds = %104
  %110 = getelementptr inbounds [160 x i32], [160 x i32]* @s1, i64 0, i64 %97
  store i32 %107, i32* %110, align 4, !tbaa !2
  %111 = icmp ult i64 %94, 69
  br i1 %111, label %143, label %112, !llvm.loop !9

112:                                              ; preds = %109
  %113 = add nsw i64 %94, -69
  %114 = getelementptr inbounds [160 x i32], [160 x i32]* @s1, i64 0, i64 %113
  %115 = load i32, i32* %114, align 4, !tbaa !2
  %116 = icmp sgt i32 %115, %96
  br i1 %116, label %117, label %143

117:                                              ; preds = %112
  %118 = getelementptr inbounds [160 x i32], [160 x i32]* @s1, i64 0, i64 %105
  store i32 %115, i32* %118, align 4, !tbaa !2
  %119 = icmp ult i64 %94, 92
  br i1 %119, label %143, label %120, !llvm.loop !9

120:                                              ; preds = %117
  %121 = add nsw i64 %94, -92
  %122 = getelementptr inbounds [160 x i32], [160 x i32]* @s1, i64 0, i64 %121
  %123 = load i32, i32* %122, align 4, !tbaa !2
  %124 = icmp sgt i32 %123, %96
  br i1 %124, label %125, label %143

125:                                              ; preds = %120
  %126 = getelementptr inbounds [160 x i32], [160 x i32]* @s1, i64 0, i64 %113
  store i32 %123, i32* %126, align 4, !tbaa !2
  %127 = icmp ult i64 %94, 115
  br i1 %127, label %143, label %128, !llvm.loop !9

128:                                              ; preds = %125
  %129 = add nsw i64 %94, -115
  %130 = getelementptr inbounds [160 x i32], [160 x i32]* @s1, i64 0, i64 %129
  %131 = load i32, i32* %130, align 4, !tbaa !2
  %132 = icmp sgt i32 %131, %96
  br i1 %132, label %133, label %143

133:                                              ; preds = %128
  %134 = getelementptr inbounds [160 x i32], [160 x i32]* @s1, i64 0, i64 %121
  store i32 %131, i32* %134, align 4, !tbaa !2
  %135 = icmp ult i64 %94, 138
  br i1 %135, label %143, label %136, !llvm.loop !9

136:                                              ; preds = %133
  %137 = add nsw i64 %94, -138
  %138 = getelementptr inbounds [160 x i32], [160 x i32]* @s1, i64 0, i64 %137
  %139 = load i32, i32* %138, align 4, !tbaa !2
  %140 = icmp sgt i32 %139, %96
  br i1 %140, label %141, label %143

141:                                              ; preds = %136
  %142 = getelementptr inbounds [160 x i32], [160 x i32]* @s1, i64 0, i64 %129
  store i32 %139, i32* %142, align 4, !tbaa !2
  br label %143

143:                                              ; preds = %141, %136, %133, %128, %125, %120, %117, %112, %109, %104, %101, %93
  %144 = phi i64 [ %94, %93 ], [ %97, %101 ], [ %97, %104 ], [ %105, %109 ], [ %105, %112 ], [ %113, %117 ], [ %113, %120 ], [ %121, %125 ], [ %121, %128 ], [ %129, %133 ], [ %129, %136 ], [ %137, %141 ]
  %145 = shl i64 %144, 32
  %146 = ashr exact i64 %145, 32
  %147 = getelementptr inbounds [160 x i32], [160 x i32]* @s1, i64 0, i64 %146
  store i32 %96, i32* %147, align 4, !tbaa !2
  %148 = add nuw nsw i64 %94, 1
  %149 = icmp eq i64 %148, 160
  br i1 %149, label %150, label %93, !llvm.loop !10

150:                                              ; preds = %143, %163
  %151 = phi i64 [ %168, %163 ], [ 10, %143 ]
  %152 = getelementptr inbounds [160 x i32], [160 x i32]* @s1, i64 0, i64 %151
  %153 = load i32, i32* %152, align 4, !tbaa !2
  br label %154

154:                                              ; preds = %160, %150
  %155 = phi i64 [ %156, %160 ], [ %151, %150 ]
  %156 = add nsw i64 %155, -10
  %157 = getelementptr inbounds [160 x i32], [160 x i32]* @s1, i64 0, i64 %156
  %158 = load i32, i32* %157, align 4, !tbaa !2
  %159 = icmp sgt i32 %158, %153
  br i1 %159, label %160, label %163

160:                                              ; preds = %154
  %161 = getelementptr inbounds [160 x i32], [160 x i32]* @s1, i64 0, i64 %155
  store i32 %158, i32* %161, align 4, !tbaa !2
  %162 = icmp slt i64 %155, 20
  br i1 %162, label %163, label %154, !llvm.loop !9

163:                                              ; preds = %160, %154
  %164 = phi i64 [ %155, %154 ], [ %156, %160 ]
  %165 = shl i64 %164, 32
  %166 = ashr exact i64 %165, 32
  %167 = getelementptr inbounds [160 x i32], [160 x i32]* @s1, i64 0, i64 %166
  store i32 %153, i32* %167, align 4, !tbaa !2
  %168 = add nuw nsw i64 %151, 1
  %169 = icmp eq i64 %168, 160
  br i1 %169, label %170, label %150, !llvm.loop !10

170:                                              ; preds = %163, %183
  %171 = phi i64 [ %188, %183 ], [ 4, %163 ]
  %172 = getelementptr inbounds [160 x i32], [160 x i32]* @s1, i64 0, i64 %171
  %173 = load i32, i32* %172, align 4, !tbaa !2
  br label %174

174:                                              ; preds = %180, %170
  %175 = phi i64 [ %176, %180 ], [ %171, %170 ]
  %176 = add nsw i64 %175, -4
  %177 = getelementptr inbounds [160 x i32], [160 x i32]* @s1, i64 0, i64 %176
  %178 = load i32, i32* %177, align 4, !tbaa !2
  %179 = icmp sgt i32 %178, %173
  br i1 %179, label %180, label %183

180:                                              ; preds = %174
  %181 = getelementptr inbounds [160 x i32], [160 x i32]* @s1, i64 0, i64 %175
  store i32 %178, i32* %181, align 4, !tbaa !2
  %182 = icmp slt i64 %175, 8
  br i1 %182, label %183, label %174, !llvm.loop !9

183:                                              ; preds = %180, %174
  %184 = phi i64 [ %175, %174 ], [ %176, %180 ]
  %185 = shl i64 %184, 32
  %186 = ashr exact i64 %185, 32
  %187 = getelementptr inbounds [160 x i32], [160 x i32]* @s1, i64 0, i64 %186
  store i32 %173, i32* %187, align 4, !tbaa !2
  %188 = add nuw nsw i64 %171, 1
  %189 = icmp eq i64 %188, 160
  br i1 %189, label %190, label %170, !llvm.loop !10

190:                                              ; preds = %183, %203
  %191 = phi i64 [ %208, %203 ], [ 1, %183 ]
  %192 = getelementptr inbounds [160 x i32], [160 x i32]* @s1, i64 0, i64 %191
  %193 = load i32, i32* %192, align 4, !tbaa !2
  br label %194

194:                                              ; preds = %200, %190
  %195 = phi i64 [ %196, %200 ], [ %191, %190 ]
  %196 = add nsw i64 %195, -1
  %197 = getelementptr inbounds [160 x i32], [160 x i32]* @s1, i64 0, i64 %196
  %198 = load i32, i32* %197, align 4, !tbaa !2
  %199 = icmp sgt i32 %198, %193
  br i1 %199, label %200, label %203

200:                                              ; preds = %194
  %201 = getelementptr inbounds [160 x i32], [160 x i32]* @s1, i64 0, i64 %195
  store i32 %198, i32* %201, align 4, !tbaa !2
  %202 = icmp slt i64 %195, 2
  br i1 %202, label %203, label %194, !llvm.loop !9

203:                                              ; preds = %200, %194
  %204 = phi i64 [ %195, %194 ], [ 0, %200 ]
  %205 = shl i64 %204, 32
  %206 = ashr exact i64 %205, 32
  %207 = getelementptr inbounds [160 x i32], [160 x i32]* @s1, i64 0, i64 %206
  store i32 %193, i32* %207, align 4, !tbaa !2
  %208 = add nuw nsw i64 %191, 1
  %209 = icmp eq i64 %208, 160
  br i1 %209, label %240, label %190, !llvm.loop !10

210:                                              ; preds = %87, %233
  %211 = phi i32 [ %239, %233 ], [ 0, %87 ]
  %212 = phi i64 [ %237, %233 ], [ 57, %87 ]
  %213 = urem i32 %211, 57
  %214 = getelementptr inbounds [160 x i32], [160 x i32]* @s1, i64 0, i64 %212
  %215 = load i32, i32* %214, align 4, !tbaa !2
  %216 = add nsw i64 %212, -57
  %217 = getelementptr inbounds [160 x i32], [160 x i32]* @s1, i64 0, i64 %216
  %218 = load i32, i32* %217, align 4, !tbaa !2
  %219 = icmp sgt i32 %218, %215
  br i1 %219, label %220, label %230

220:                                              ; preds = %210
  %221 = getelementptr inbounds [160 x i32], [160 x i32]* @s1, i64 0, i64 %212
  store i32 %218, i32* %221, align 4, !tbaa !2
  %222 = icmp ult i64 %212, 114
  br i1 %222, label %233, label %223, !llvm.loop !9

223:                                              ; preds = %220
  %224 = add nsw i64 %212, -114
  %225 = getelementptr inbounds [160 x i32], [160 x i32]* @s1, i64 0, i64 %224
  %226 = load i32, i32* %225, align 4, !tbaa !2
  %227 = icmp sgt i32 %226, %215
  br i1 %227, label %228, label %230

228:                                              ; preds = %223
  %229 = getelementptr inbounds [160 x i32], [160 x i32]* @s1, i64 0, i64 %216
  store i32 %226, i32* %229, align 4, !tbaa !2
  br label %233

230:                                              ; preds = %223, %210
  %231 = phi i64 [ %212, %210 ], [ %216, %223 ]
  %232 = trunc i64 %231 to i32
  br label %233

233:                                              ; preds = %220, %228, %230
  %234 = phi i32 [ %232, %230 ], [ %213, %228 ], [ %213, %220 ]
  %235 = sext i32 %234 to i64
  %236 = getelementptr inbounds [160 x i32], [160 x i32]* @s1, i64 0, i64 %235
  store i32 %215, i32* %236, align 4, !tbaa !2
  %237 = add nuw nsw i64 %212, 1
  %238 = icmp eq i64 %237, 160
  %239 = add nuw nsw i32 %211, 1
  br i1 %238, label %93, label %210, !llvm.loop !10

240:                                              ; preds = %203, %248
  %241 = phi i32 [ %242, %248 ], [ 1, %203 ]
  %242 = shl i32 %241, 1
  %243 = zext i32 %242 to i64
  br label %251

244:                                              ; preds = %352, %380, %330
  %245 = icmp ult i32 %268, 160
  %246 = add nuw nsw i32 %253, %242
  %247 = add nuw nsw i32 %252, %242
  br i1 %245, label %251, label %248, !llvm.loop !11

248:                                              ; preds = %244
  %249 = tail call i8* @memcpy(i8* noundef bitcast ([160 x i32]* @m1 to i8*), i8* noundef bitcast ([160 x i32]* @tmp to i8*), i64 noundef 640) #3
  %250 = icmp ult i32 %241, 80
  br i1 %250, label %240, label %404, !llvm.loop !12

251:                                              ; preds = %244, %240
  %252 = phi i32 [ %247, %244 ], [ %242, %240 ]
  %253 = phi i32 [ %246, %244 ], [ %241, %240 ]
  %254 = phi i64 [ %267, %244 ], [ 0, %240 ]
  %255 = call i32 @llvm.smin.i32(i32 %252, i32 160)
  %256 = zext i32 %255 to i64
  %257 = call i32 @llvm.smin.i32(i32 %253, i32 160)
  %258 = zext i32 %257 to i64
  %259 = call i32 @llvm.smin.i32(i32 %252, i32 160)
  %260 = zext i32 %259 to i64
  %261 = call i32 @llvm.smin.i32(i32 %253, i32 160)
  %262 = zext i32 %261 to i64
  %263 = trunc i64 %254 to i32
  %264 = add nuw nsw i32 %241, %263
  %265 = icmp slt i32 %264, 160
  %266 = select i1 %265, i32 %264, i32 160
  %267 = add nuw nsw i64 %254, %243
  %268 = trunc i64 %267 to i32
  %269 = icmp slt i32 %268, 160
  %270 = select i1 %269, i32 %268, i32 160
  %271 = icmp sgt i32 %266, %263
  %272 = icmp slt i32 %266, %270
  %273 = select i1 %271, i1 %272, i1 false
  br i1 %273, label %305, label %276

274:                                              ; preds = %305
  %275 = trunc i64 %322 to i32
  br label %276

276:                                              ; preds = %274, %251
  %277 = phi i32 [ %263, %251 ], [ %318, %274 ]
  %278 = phi i32 [ %266, %251 ], [ %320, %274 ]
  %279 = phi i32 [ %263, %251 ], [ %275, %274 ]
  %280 = icmp slt i32 %277, %266
  br i1 %280, label %281, label %330

281:                                              ; preds = %276
  %282 = sext i32 %279 to i64
  %283 = sext i32 %277 to i64
  %284 = sub nsw i64 %258, %283
  %285 = xor i64 %283, -1
  %286 = add nsw i64 %285, %258
  %287 = and i64 %284, 3
  %288 = icmp eq i64 %287, 0
  br i1 %288, label %300, label %289

289:                                              ; preds = %281, %289
  %290 = phi i64 [ %293, %289 ], [ %283, %281 ]
  %291 = phi i64 [ %296, %289 ], [ %282, %281 ]
  %292 = phi i64 [ %298, %289 ], [ 0, %281 ]
  %293 = add nsw i64 %290, 1
  %294 = getelementptr inbounds [160 x i32], [160 x i32]* @m1, i64 0, i64 %290
  %295 = load i32, i32* %294, align 4, !tbaa !2
  %296 = add nsw i64 %291, 1
  %297 = getelementptr inbounds [160 x i32], [160 x i32]* @tmp, i64 0, i64 %291
  store i32 %295, i32* %297, align 4, !tbaa !2
  %298 = add i64 %292, 1
  %299 = icmp eq i64 %298, %287
  br i1 %299, label %300, label %289, !llvm.loop !13

300:                                              ; preds = %289, %281
  %301 = phi i64 [ undef, %281 ], [ %296, %289 ]
  %302 = phi i64 [ %283, %281 ], [ %293, %289 ]
  %303 = phi i64 [ %282, %281 ], [ %296, %289 ]
  %304 = icmp ult i64 %286, 3
  br i1 %304, label %327, label %356

305:                                              ; preds = %251, %305
  %306 = phi i64 [ %322, %305 ], [ %254, %251 ]
  %307 = phi i32 [ %320, %305 ], [ %266, %251 ]
  %308 = phi i32 [ %318, %305 ], [ %263, %251 ]
  %309 = sext i32 %308 to i64
  %310 = getelementptr inbounds [160 x i32], [160 x i32]* @m1, i64 0, i64 %309
  %311 = load i32, i32* %310, align 4, !tbaa !2
  %312 = sext i32 %307 to i64
  %313 = getelementptr inbounds [160 x i32], [160 x i32]* @m1, i64 0, i64 %312
  %314 = load i32, i32* %313, align 4, !tbaa !2
  %315 = icmp sgt i32 %311, %314
  %316 = xor i1 %315, true
  %317 = zext i1 %316 to i32
  %318 = add nsw i32 %308, %317
  %319 = zext i1 %315 to i32
  %320 = add nsw i32 %307, %319
  %321 = select i1 %315, i32 %314, i32 %311
  %322 = add i64 %306, 1
  %323 = getelementptr inbounds [160 x i32], [160 x i32]* @tmp, i64 0, i64 %306
  store i32 %321, i32* %323, align 4, !tbaa !2
  %324 = icmp slt i32 %318, %266
  %325 = icmp slt i32 %320, %270
  %326 = select i1 %324, i1 %325, i1 false
  br i1 %326, label %305, label %274, !llvm.loop !15

327:                                              ; preds = %356, %300
  %328 = phi i64 [ %301, %300 ], [ %377, %356 ]
  %329 = trunc i64 %328 to i32
  br label %330

330:                                              ; preds = %327, %276
  %331 = phi i32 [ %279, %276 ], [ %329, %327 ]
  %332 = icmp slt i32 %278, %270
  br i1 %332, label %333, label %244

333:                                              ; preds = %330
  %334 = sext i32 %331 to i64
  %335 = sext i32 %278 to i64
  %336 = sub nsw i64 %256, %335
  %337 = xor i64 %335, -1
  %338 = add nsw i64 %337, %256
  %339 = and i64 %336, 3
  %340 = icmp eq i64 %339, 0
  br i1 %340, label %352, label %341

341:                                              ; preds = %333, %341
  %342 = phi i64 [ %345, %341 ], [ %335, %333 ]
  %343 = phi i64 [ %348, %341 ], [ %334, %333 ]
  %344 = phi i64 [ %350, %341 ], [ 0, %333 ]
  %345 = add nsw i64 %342, 1
  %346 = getelementptr inbounds [160 x i32], [160 x i32]* @m1, i64 0, i64 %342
  %347 = load i32, i32* %346, align 4, !tbaa !2
  %348 = add nsw i64 %343, 1
  %349 = getelementptr inbounds [160 x i32], [160 x i32]* @tmp, i64 0, i64 %343
  store i32 %347, i32* %349, align 4, !tbaa !2
  %350 = add i64 %344, 1
  %351 = icmp eq i64 %350, %339
  br i1 %351, label %352, label %341, !llvm.loop !16

352:                                              ; preds = %341, %333
  %353 = phi i64 [ %335, %333 ], [ %345, %341 ]
  %354 = phi i64 [ %334, %333 ], [ %348, %341 ]
  %355 = icmp ult i64 %338, 3
  br i1 %355, label %244, label %380

356:                                              ; preds = %300, %356
  %357 = phi i64 [ %374, %356 ], [ %302, %300 ]
  %358 = phi i64 [ %377, %356 ], [ %303, %300 ]
  %359 = add nsw i64 %357, 1
  %360 = getelementptr inbounds [160 x i32], [160 x i32]* @m1, i64 0, i64 %357
  %361 = load i32, i32* %360, align 4, !tbaa !2
  %362 = add nsw i64 %358, 1
  %363 = getelementptr inbounds [160 x i32], [160 x i32]* @tmp, i64 0, i64 %358
  store i32 %361, i32* %363, align 4, !tbaa !2
  %364 = add nsw i64 %357, 2
  %365 = getelementptr inbounds [160 x i32], [160 x i32]* @m1, i64 0, i64 %359
  %366 = load i32, i32* %365, align 4, !tbaa !2
  %367 = add nsw i64 %358, 2
  %368 = getelementptr inbounds [160 x i32], [160 x i32]* @tmp, i64 0, i64 %362
  store i32 %366, i32* %368, align 4, !tbaa !2
  %369 = add nsw i64 %357, 3
  %370 = getelementptr inbounds [160 x i32], [160 x i32]* @m1, i64 0, i64 %364
  %371 = load i32, i32* %370, align 4, !tbaa !2
  %372 = add nsw i64 %358, 3
  %373 = getelementptr inbounds [160 x i32], [160 x i32]* @tmp, i64 0, i64 %367
  store i32 %371, i32* %373, align 4, !tbaa !2
  %374 = add nsw i64 %357, 4
  %375 = getelementptr inbounds [160 x i32], [160 x i32]* @m1, i64 0, i64 %369
  %376 = load i32, i32* %375, align 4, !tbaa !2
  %377 = add nsw i64 %358, 4
  %378 = getelementptr inbounds [160 x i32], [160 x i32]* @tmp, i64 0, i64 %372
  store i32 %376, i32* %378, align 4, !tbaa !2
  %379 = icmp eq i64 %374, %262
  br i1 %379, label %327, label %356, !llvm.loop !17

380:                                              ; preds = %352, %380
  %381 = phi i64 [ %398, %380 ], [ %353, %352 ]
  %382 = phi i64 [ %401, %380 ], [ %354, %352 ]
  %383 = add nsw i64 %381, 1
  %384 = getelementptr inbounds [160 x i32], [160 x i32]* @m1, i64 0, i64 %381
  %385 = load i32, i32* %384, align 4, !tbaa !2
  %386 = add nsw i64 %382, 1
  %387 = getelementptr inbounds [160 x i32], [160 x i32]* @tmp, i64 0, i64 %382
  store i32 %385, i32* %387, align 4, !tbaa !2
  %388 = add nsw i64 %381, 2
  %389 = getelementptr inbounds [160 x i32], [160 x i32]* @m1, i64 0, i64 %383
  %390 = load i32, i32* %389, align 4, !tbaa !2
  %391 = add nsw i64 %382, 2
  %392 = getelementptr inbounds [160 x i32], [160 x i32]* @tmp, i64 0, i64 %386
  store i32 %390, i32* %392, align 4, !tbaa !2
  %393 = add nsw i64 %381, 3
  %394 = getelementptr inbounds [160 x i32], [160 x i32]* @m1, i64 0, i64 %388
  %395 = load i32, i32* %394, align 4, !tbaa !2
  %396 = add nsw i64 %382, 3
  %397 = getelementptr inbounds [160 x i32], [160 x i32]* @tmp, i64 0, i64 %391
  store i32 %395, i32* %397, align 4, !tbaa !2
  %398 = add nsw i64 %381, 4
  %399 = getelementptr inbounds [160 x i32], [160 x i32]* @m1, i64 0, i64 %393
  %400 = load i32, i32* %399, align 4, !tbaa !2
  %401 = add nsw i64 %382, 4
  %402 = getelementptr inbounds [160 x i32], [160 x i32]* @tmp, i64 0, i64 %396
  store i32 %400, i32* %402, align 4, !tbaa !2
  %403 = icmp eq i64 %398, %260
  br i1 %403, label %244, label %380, !llvm.loop !18

404:                                              ; preds = %248
  %405 = tail call i32 @memcmp(i8* noundef bitcast ([160 x i32]* @h1 to i8*), i8* noundef bitcast ([160 x i32]* @s1 to i8*), i64 noundef 640) #3
  %406 = icmp eq i32 %405, 0
  br i1 %406, label %431, label %434

407:                                              ; preds = %0, %423
  %408 = phi i64 [ 0, %0 ], [ %429, %423 ]
  %409 = phi i32 [ 2024, %0 ], [ %411, %423 ]
  %410 = mul i32 %409, 1664525
  %411 = add i32 %410, 1013904223
  %412 = lshr i32 %411, 8
  %413 = add nsw i32 %412, -8388608
  %414 = getelementptr inbounds [160 x i32], [160 x i32]* @orig, i64 0, i64 %408
  store i32 %413, i32* %414, align 4, !tbaa !2
  %415 = trunc i64 %408 to i8
  %416 = urem i8 %415, 9
  %417 = icmp eq i8 %416, 3
  br i1 %417, label %418, label %423

418:                                              ; preds = %407
  %419 = lshr i64 %408, 1
  %420 = and i64 %419, 2147483647
  %421 = getelementptr inbounds [160 x i32], [160 x i32]* @orig, i64 0, i64 %420
  %422 = load i32, i32* %421, align 4, !tbaa !2
  store i32 %422, i32* %414, align 4, !tbaa !2
  br label %423

423:                                              ; preds = %418, %407
  %424 = lshr i32 %411, 27
  %425 = trunc i32 %424 to i8
  %426 = getelementptr inbounds [160 x %struct.rec], [160 x %struct.rec]* @recs, i64 0, i64 %408, i32 0
  store i8 %425, i8* %426, align 4, !tbaa !19
  %427 = trunc i64 %408 to i16
  %428 = getelementptr inbounds [160 x %struct.rec], [160 x %struct.rec]* @recs, i64 0, i64 %408, i32 1
  store i16 %427, i16* %428, align 2, !tbaa !22
  %429 = add nuw nsw i64 %408, 1
  %430 = icmp eq i64 %429, 160
  br i1 %430, label %1, label %407, !llvm.loop !23

431:                                              ; preds = %404
  %432 = tail call i32 @memcmp(i8* noundef bitcast ([160 x i32]* @h1 to i8*), i8* noundef bitcast ([160 x i32]* @m1 to i8*), i64 noundef 640) #3
  %433 = icmp eq i32 %432, 0
  br i1 %433, label %435, label %434

434:                                              ; preds = %431, %404
  tail call void @abort() #3
  br label %435

435:                                              ; preds = %434, %431
  br label %436

436:                                              ; preds = %441, %435
  %437 = phi i64 [ 0, %435 ], [ %455, %441 ]
  %438 = getelementptr inbounds [257 x i32], [257 x i32]* @counting_sort.count, i64 0, i64 %437
  store i32 0, i32* %438, align 16, !tbaa !2
  %439 = or i64 %437, 1
  %440 = icmp eq i64 %439, 257
  br i1 %440, label %456, label %441, !llvm.loop !24

441:                                              ; preds = %436
  %442 = getelementptr inbounds [257 x i32], [257 x i32]* @counting_sort.count, i64 0, i64 %439
  store i32 0, i32* %442, align 4, !tbaa !2
  %443 = or i64 %437, 2
  %444 = getelementptr inbounds [257 x i32], [257 x i32]* @counting_sort.count, i64 0, i64 %443
  store i32 0, i32* %444, align 8, !tbaa !2
  %445 = or i64 %437, 3
  %446 = getelementptr inbounds [257 x i32], [257 x i32]* @counting_sort.count, i64 0, i64 %445
  store i32 0, i32* %446, align 4, !tbaa !2
  %447 = or i64 %437, 4
  %448 = getelementptr inbounds [257 x i32], [257 x i32]* @counting_sort.count, i64 0, i64 %447
  store i32 0, i32* %448, align 16, !tbaa !2
  %449 = or i64 %437, 5
  %450 = getelementptr inbounds [257 x i32], [257 x i32]* @counting_sort.count, i64 0, i64 %449
  store i32 0, i32* %450, align 4, !tbaa !2
  %451 = or i64 %437, 6
  %452 = getelementptr inbounds [257 x i32], [257 x i32]* @counting_sort.count, i64 0, i64 %451
  store i32 0, i32* %452, align 8, !tbaa !2
  %453 = or i64 %437, 7
  %454 = getelementptr inbounds [257 x i32], [257 x i32]* @counting_sort.count, i64 0, i64 %453
  store i32 0, i32* %454, align 4, !tbaa !2
  %455 = add nuw nsw i64 %437, 8
  br label %436

456:                                              ; preds = %436, %456
  %457 = phi i64 [ %473, %456 ], [ 0, %436 ]
  %458 = getelementptr inbounds [160 x %struct.rec], [160 x %struct.rec]* @recs, i64 0, i64 %457, i32 0
  %459 = load i8, i8* %458, align 8, !tbaa !19
  %460 = zext i8 %459 to i64
  %461 = add nuw nsw i64 %460, 1
  %462 = getelementptr inbounds [257 x i32], [257 x i32]* @counting_sort.count, i64 0, i64 %461
  %463 = load i32, i32* %462, align 4, !tbaa !2
  %464 = add nsw i32 %463, 1
  store i32 %464, i32* %462, align 4, !tbaa !2
  %465 = or i64 %457, 1
  %466 = getelementptr inbounds [160 x %struct.rec], [160 x %struct.rec]* @recs, i64 0, i64 %465, i32 0
  %467 = load i8, i8* %466, align 4, !tbaa !19
  %468 = zext i8 %467 to i64
  %469 = add nuw nsw i64 %468, 1
  %470 = getelementptr inbounds [257 x i32], [257 x i32]* @counting_sort.count, i64 0, i64 %469
  %471 = load i32, i32* %470, align 4, !tbaa !2
  %472 = add nsw i32 %471, 1
  store i32 %472, i32* %470, align 4, !tbaa !2
  %473 = add nuw nsw i64 %457, 2
  %474 = icmp eq i64 %473, 160
  br i1 %474, label %475, label %456, !llvm.loop !25

475:                                              ; preds = %456
  %476 = load i32, i32* getelementptr inbounds ([257 x i32], [257 x i32]* @counting_sort.count, i64 0, i64 0), align 16, !tbaa !2
  br label %477

477:                                              ; preds = %477, %475
  %478 = phi i32 [ %476, %475 ], [ %494, %477 ]
  %479 = phi i64 [ 1, %475 ], [ %495, %477 ]
  %480 = getelementptr inbounds [257 x i32], [257 x i32]* @counting_sort.count, i64 0, i64 %479
  %481 = load i32, i32* %480, align 4, !tbaa !2
  %482 = add nsw i32 %481, %478
  store i32 %482, i32* %480, align 4, !tbaa !2
  %483 = add nuw nsw i64 %479, 1
  %484 = getelementptr inbounds [257 x i32], [257 x i32]* @counting_sort.count, i64 0, i64 %483
  %485 = load i32, i32* %484, align 4, !tbaa !2
  %486 = add nsw i32 %485, %482
  store i32 %486, i32* %484, align 4, !tbaa !2
  %487 = add nuw nsw i64 %479, 2
  %488 = getelementptr inbounds [257 x i32], [257 x i32]* @counting_sort.count, i64 0, i64 %487
  %489 = load i32, i32* %488, align 4, !tbaa !2
  %490 = add nsw i32 %489, %486
  store i32 %490, i32* %488, align 4, !tbaa !2
  %491 = add nuw nsw i64 %479, 3
  %492 = getelementptr inbounds [257 x i32], [257 x i32]* @counting_sort.count, i64 0, i64 %491
  %493 = load i32, i32* %492, align 4, !tbaa !2
  %494 = add nsw i32 %493, %490
  store i32 %494, i32* %492, align 4, !tbaa !2
  %495 = add nuw nsw i64 %479, 4
  %496 = icmp eq i64 %495, 257
  br i1 %496, label %497, label %477, !llvm.loop !26

497:                                              ; preds = %477, %497
  %498 = phi i64 [ %524, %497 ], [ 0, %477 ]
  %499 = getelementptr inbounds [160 x %struct.rec], [160 x %struct.rec]* @recs, i64 0, i64 %498
  %500 = getelementptr inbounds %struct.rec, %struct.rec* %499, i64 0, i32 0
  %501 = load i8, i8* %500, align 8, !tbaa !19
  %502 = zext i8 %501 to i64
  %503 = getelementptr inbounds [257 x i32], [257 x i32]* @counting_sort.count, i64 0, i64 %502
  %504 = load i32, i32* %503, align 4, !tbaa !2
  %505 = add nsw i32 %504, 1
  store i32 %505, i32* %503, align 4, !tbaa !2
  %506 = sext i32 %504 to i64
  %507 = getelementptr inbounds [160 x %struct.rec], [160 x %struct.rec]* @sorted_recs, i64 0, i64 %506, i32 0
  %508 = bitcast %struct.rec* %499 to i32*
  %509 = bitcast i8* %507 to i32*
  %510 = load i32, i32* %508, align 8
  store i32 %510, i32* %509, align 4
  %511 = or i64 %498, 1
  %512 = getelementptr inbounds [160 x %struct.rec], [160 x %struct.rec]* @recs, i64 0, i64 %511
  %513 = getelementptr inbounds %struct.rec, %struct.rec* %512, i64 0, i32 0
  %514 = load i8, i8* %513, align 4, !tbaa !19
  %515 = zext i8 %514 to i64
  %516 = getelementptr inbounds [257 x i32], [257 x i32]* @counting_sort.count, i64 0, i64 %515
  %517 = load i32, i32* %516, align 4, !tbaa !2
  %518 = add nsw i32 %517, 1
  store i32 %518, i32* %516, align 4, !tbaa !2
  %519 = sext i32 %517 to i64
  %520 = getelementptr inbounds [160 x %struct.rec], [160 x %struct.rec]* @sorted_recs, i64 0, i64 %519, i32 0
  %521 = bitcast %struct.rec* %512 to i32*
  %522 = bitcast i8* %520 to i32*
  %523 = load i32, i32* %521, align 4
  store i32 %523, i32* %522, align 4
  %524 = add nuw nsw i64 %498, 2
  %525 = icmp eq i64 %524, 160
  br i1 %525, label %526, label %497, !llvm.loop !27

526:                                              ; preds = %497
  %527 = load i32, i32* getelementptr inbounds ([160 x i32], [160 x i32]* @h1, i64 0, i64 0), align 16, !tbaa !2
  %528 = xor i32 %527, -2128831035
  %529 = mul i32 %528, 16777619
  %530 = load i16, i16* getelementptr inbounds ([160 x %struct.rec], [160 x %struct.rec]* @sorted_recs, i64 0, i64 0, i32 1), align 2, !tbaa !22
  %531 = zext i16 %530 to i32
  %532 = xor i32 %529, %531
  %533 = mul i32 %532, 16777619
  br label %536

534:                                              ; preds = %562
  %535 = and i32 %571, 2147483647
  ret i32 %535

536:                                              ; preds = %562, %526
  %537 = phi i64 [ 1, %526 ], [ %572, %562 ]
  %538 = phi i32 [ %533, %526 ], [ %571, %562 ]
  %539 = add nuw i64 %537, 4294967295
  %540 = and i64 %539, 4294967295
  %541 = getelementptr inbounds [160 x i32], [160 x i32]* @h1, i64 0, i64 %540
  %542 = load i32, i32* %541, align 4, !tbaa !2
  %543 = getelementptr inbounds [160 x i32], [160 x i32]* @h1, i64 0, i64 %537
  %544 = load i32, i32* %543, align 4, !tbaa !2
  %545 = icmp sgt i32 %542, %544
  br i1 %545, label %546, label %547

546:                                              ; preds = %536
  tail call void @abort() #3
  br label %547

547:                                              ; preds = %536, %546
  %548 = getelementptr inbounds [160 x %struct.rec], [160 x %struct.rec]* @sorted_recs, i64 0, i64 %540, i32 0
  %549 = load i8, i8* %548, align 4, !tbaa !19
  %550 = getelementptr inbounds [160 x %struct.rec], [160 x %struct.rec]* @sorted_recs, i64 0, i64 %537, i32 0
  %551 = load i8, i8* %550, align 4, !tbaa !19
  %552 = icmp ugt i8 %549, %551
  br i1 %552, label %561, label %553

553:                                              ; preds = %547
  %554 = icmp eq i8 %549, %551
  br i1 %554, label %555, label %562

555:                                              ; preds = %553
  %556 = getelementptr inbounds [160 x %struct.rec], [160 x %struct.rec]* @sorted_recs, i64 0, i64 %540, i32 1
  %557 = load i16, i16* %556, align 2, !tbaa !22
  %558 = getelementptr inbounds [160 x %struct.rec], [160 x %struct.rec]* @sorted_recs, i64 0, i64 %537, i32 1
  %559 = load i16, i16* %558, align 2, !tbaa !22
  %560 = icmp ugt i16 %557, %559
  br i1 %560, label %561, label %562

561:                                              ; preds = %555, %547
  tail call void @abort() #3
  br label %562

562:                                              ; preds = %561, %555, %553
  %563 = getelementptr inbounds [160 x i32], [160 x i32]* @h1, i64 0, i64 %537
  %564 = load i32, i32* %563, align 4, !tbaa !2
  %565 = xor i32 %564, %538
  %566 = mul i32 %565, 16777619
  %567 = getelementptr inbounds [160 x %struct.rec], [160 x %struct.rec]* @sorted_recs, i64 0, i64 %537, i32 1
  %568 = load i16, i16* %567, align 2, !tbaa !22
  %569 = zext i16 %568 to i32
  %570 = xor i32 %566, %569
  %571 = mul i32 %570, 16777619
  %572 = add nuw nsw i64 %537, 1
  %573 = icmp eq i64 %572, 160
  br i1 %573, label %534, label %536, !llvm.loop !28
}

declare dso_local i8* @memcpy(i8* noundef, i8* noundef, i64 noundef) local_unnamed_addr #1

declare dso_local i32 @memcmp(i8* noundef, i8* noundef, i64 noundef) local_unnamed_addr #1

declare dso_local void @abort() local_unnamed_addr #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.smin.i32(i32, i32) #2

attributes #0 = { nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="none" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #3 = { nobuiltin nounwind "no-builtins" }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 14.0.6"}
!2 = !{!3, !3, i64 0}
!3 = !{!"int", !4, i64 0}
!4 = !{!"omnipotent char", !5, i64 0}
!5 = !{!"Simple C/C++ TBAA"}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
!8 = distinct !{!8, !7}
!9 = distinct !{!9, !7}
!10 = distinct !{!10, !7}
!11 = distinct !{!11, !7}
!12 = distinct !{!12, !7}
!13 = distinct !{!13, !14}
!14 = !{!"llvm.loop.unroll.disable"}
!15 = distinct !{!15, !7}
!16 = distinct !{!16, !14}
!17 = distinct !{!17, !7}
!18 = distinct !{!18, !7}
!19 = !{!20, !4, i64 0}
!20 = !{!"rec", !4, i64 0, !21, i64 2}
!21 = !{!"short", !4, i64 0}
!22 = !{!20, !21, i64 2}
!23 = distinct !{!23, !7}
!24 = distinct !{!24, !7}
!25 = distinct !{!25, !7}
!26 = distinct !{!26, !7}
!27 = distinct !{!27, !7}
!28 = distinct !{!28, !7, !29}
!29 = !{!"llvm.loop.peeled.count", i32 1}
