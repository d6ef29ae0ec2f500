; ModuleID = 'loops.c'
source_filename = "loops.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@data = dso_local local_unnamed_addr global [200 x i32] zeroinitializer, align 16
@h = internal unnamed_addr global i32 -2128831035, align 4

; Function Attrs: nofree nosync nounwind
define dso_local i32 @main() local_unnamed_addr #0 {
  br label %62

1:                                                ; preds = %62, %23
  %2 = phi i64 [ %25, %23 ], [ 0, %62 ]
  %3 = phi i32 [ %24, %23 ], [ 0, %62 ]
  %4 = getelementptr inbounds [200 x i32], [200 x i32]* @data, i64 0, i64 %2
  %5 = load i32, i32* %4, align 8, !tbaa !2
  %6 = and i32 %5, 1
  %7 = icmp eq i32 %6, 0
  br i1 %7, label %12, label %8

8:                                                ; preds = %1
  %9 = icmp sgt i32 %3, 5000
  br i1 %9, label %27, label %10

10:                                               ; preds = %8
  %11 = add nsw i32 %5, %3
  br label %12

12:                                               ; preds = %10, %1
  %13 = phi i32 [ %3, %1 ], [ %11, %10 ]
  %14 = or i64 %2, 1
  %15 = getelementptr inbounds [200 x i32], [200 x i32]* @data, i64 0, i64 %14
  %16 = load i32, i32* %15, align 4, !tbaa !2
  %17 = and i32 %16, 1
  %18 = icmp eq i32 %17, 0
  br i1 %18, label %23, label %19

19:                                               ; preds = %12
  %20 = icmp sgt i32 %13, 5000
  br i1 %20, label %27, label %21

21:                                               ; preds = %19
  %22 = add nsw i32 %16, %13
  br label %23

23:                                               ; preds = %21, %12
  %24 = phi i32 [ %13, %12 ], [ %22, %21 ]
  %25 = add nuw nsw i64 %2, 2
  %26 = icmp eq i64 %25, 200
  br i1 %26, label %27, label %1, !llvm.loop !6

27:                                               ; preds = %23, %19, %8
  %28 = phi i32 [ %3, %8 ], [ %13, %19 ], [ %24, %23 ]
  %29 = load i32, i32* @h, align 4, !tbaa !2
  %30 = xor i32 %29, %28
  %31 = mul i32 %30, 16777619
  br label %32

32:                                               ; preds = %54, %27
  %33 = phi i64 [ 0, %27 ], [ %56, %54 ]
  %34 = phi i32 [ 0, %27 ], [ %55, %54 ]
  %35 = getelementptr inbounds [200 x i32], [200 x i32]* @data, i64 0, i64 %33
  %36 = load i32, i32* %35, align 8, !tbaa !2
  %37 = and i32 %36, 1
  %38 = icmp eq i32 %37, 0
  br i1 %38, label %43, label %39

39:                                               ; preds = %32
  %40 = icmp sgt i32 %34, 100000
  br i1 %40, label %58, label %41

41:                                               ; preds = %39
  %42 = add nsw i32 %36, %34
  br label %43

43:                                               ; preds = %41, %32
  %44 = phi i32 [ %34, %32 ], [ %42, %41 ]
  %45 = or i64 %33, 1
  %46 = getelementptr inbounds [200 x i32], [200 x i32]* @data, i64 0, i64 %45
  %47 = load i32, i32* %46, align 4, !tbaa !2
  %48 = and i32 %47, 1
  %49 = icmp eq i32 %48, 0
  br i1 %49, label %54, label %50

50:                                               ; preds = %43
  %51 = icmp sgt i32 %44, 100000
  br i1 %51, label %58, label %52

52:                                               ; preds = %50
  %53 = add nsw i32 %47, %44
  br label %54

54:                                               ; preds = %52, %43
  %55 = phi i32 [ %44, %43 ], [ %53, %52 ]
  %56 = add nuw nsw i64 %33, 2
  %57 = icmp eq i64 %56, 200
  br i1 %57, label %58, label %32, !llvm.loop !6

58:                                               ; preds = %54, %50, %39
  %59 = phi i32 [ %34, %39 ], [ %44, %50 ], [ %55, %54 ]
  %60 = xor i32 %59, %31
  %61 = mul i32 %60, 16777619
  br label %113

62:                                               ; preds = %62, %0
  %63 = phi i64 [ 0, %0 ], [ %76, %62 ]
  %64 = phi i32 [ 7, %0 ], [ %72, %62 ]
  %65 = mul i32 %64, 1664525
  %66 = add i32 %65, 1013904223
  %67 = lshr i32 %66, 20
  %68 = add nsw i32 %67, -2048
  %69 = getelementptr inbounds [200 x i32], [200 x i32]* @data, i64 0, i64 %63
  store i32 %68, i32* %69, align 8, !tbaa !2
  %70 = or i64 %63, 1
  %71 = mul i32 %66, 1664525
  %72 = add i32 %71, 1013904223
  %73 = lshr i32 %72, 20
  %74 = add nsw i32 %73, -2048
  %75 = getelementptr inbounds [200 x i32], [200 x i32]* @data, i64 0, i64 %70
  store i32 %74, i32* %75, align 4, !tbaa !2
  %76 = add nuw nsw i64 %63, 2
  %77 = icmp eq i64 %76, 200
  br i1 %77, label %1, label %62, !llvm.loop !8

78:                                               ; preds = %153, %103
  %79 = phi i64 [ %104, %103 ], [ 0, %153 ]
  %80 = getelementptr inbounds [200 x i32], [200 x i32]* @data, i64 0, i64 %79
  %81 = load i32, i32* %80, align 4, !tbaa !2
  %82 = icmp eq i32 %81, 99999
  br i1 %82, label %106, label %83

83:                                               ; preds = %78
  %84 = add nuw nsw i64 %79, 1
  %85 = getelementptr inbounds [200 x i32], [200 x i32]* @data, i64 0, i64 %84
  %86 = load i32, i32* %85, align 4, !tbaa !2
  %87 = icmp eq i32 %86, 99999
  br i1 %87, label %106, label %88

88:                                               ; preds = %83
  %89 = add nuw nsw i64 %79, 2
  %90 = getelementptr inbounds [200 x i32], [200 x i32]* @data, i64 0, i64 %89
  %91 = load i32, i32* %90, align 4, !tbaa !2
  %92 = icmp eq i32 %91, 99999
  br i1 %92, label %106, label %93

93:                                               ; preds = %88
  %94 = add nuw nsw i64 %79, 3
  %95 = getelementptr inbounds [200 x i32], [200 x i32]* @data, i64 0, i64 %94
  %96 = load i32, i32* %95, align 4, !tbaa !2
  %97 = icmp eq i32 %96, 99999
  br i1 %97, label %106, label %98

98:                                               ; preds = %93
  %99 = add nuw nsw i64 %79, 4
  %100 = getelementptr inbounds [200 x i32], [200 x i32]* @data, i64 0, i64 %99
  %101 = load i32, i32* %100, align 4, !tbaa !2
  %102 = icmp eq i32 %101, 99999
  br i1 %102, label %106, label %103

103:                                              ; preds = %98
  %104 = add nuw nsw i64 %79, 5
  %105 = icmp eq i64 %104, 200
  br i1 %105, label %109, label %78, !llvm.loop !9

106:                                              ; preds = %98, %93, %88, %83, %78
  %107 = phi i64 [ %79, %78 ], [ %84, %83 ], [ %89, %88 ], [ %94, %93 ], [ %99, %98 ]
  %108 = trunc i64 %107 to i32
  br label %109

109:                                              ; preds = %103, %106
  %110 = phi i32 [ %108, %106 ], [ -1, %103 ]
  %111 = xor i32 %156, %110
  %112 = mul i32 %111, 16777619
  br label %159

113:                                              ; preds = %58, %153
  %114 = phi i32 [ 0, %58 ], [ %157, %153 ]
  %115 = phi i32 [ %61, %58 ], [ %156, %153 ]
  %116 = trunc i32 %114 to i16
  %117 = mul i16 %116, 37
  %118 = urem i16 %117, 200
  %119 = zext i16 %118 to i64
  %120 = getelementptr inbounds [200 x i32], [200 x i32]* @data, i64 0, i64 %119
  %121 = load i32, i32* %120, align 4, !tbaa !2
  br label %122

122:                                              ; preds = %147, %113
  %123 = phi i64 [ 0, %113 ], [ %148, %147 ]
  %124 = getelementptr inbounds [200 x i32], [200 x i32]* @data, i64 0, i64 %123
  %125 = load i32, i32* %124, align 4, !tbaa !2
  %126 = icmp eq i32 %125, %121
  br i1 %126, label %150, label %127

127:                                              ; preds = %122
  %128 = add nuw nsw i64 %123, 1
  %129 = getelementptr inbounds [200 x i32], [200 x i32]* @data, i64 0, i64 %128
  %130 = load i32, i32* %129, align 4, !tbaa !2
  %131 = icmp eq i32 %130, %121
  br i1 %131, label %150, label %132

132:                                              ; preds = %127
  %133 = add nuw nsw i64 %123, 2
  %134 = getelementptr inbounds [200 x i32], [200 x i32]* @data, i64 0, i64 %133
  %135 = load i32, i32* %134, align 4, !tbaa !2
  %136 = icmp eq i32 %135, %121
  br i1 %136, label %150, label %137

137:                                              ; preds = %132
  %138 = add nuw nsw i64 %123, 3
  %139 = getelementptr inbounds [200 x i32], [200 x i32]* @data, i64 0, i64 %138
  %140 = load i32, i32* %139, align 4, !tbaa !2
  %141 = icmp eq i32 %140, %121
  br i1 %141, label %150, label %142

142:                                              ; preds = %137
  %143 = add nuw nsw i64 %123, 4
  %144 = getelementptr inbounds [200 x i32], [200 x i32]* @data, i64 0, i64 %143
  %145 = load i32, i32* %144, align 4, !tbaa !2
  %146 = icmp eq i32 %145, %121
  br i1 %146, label %150, label %147

147:                                              ; preds = %142
  %148 = add nuw nsw i64 %123, 5
  %149 = icmp eq i64 %148, 200
  br i1 %149, label %153, label %122, !llvm.loop !9

150:                                              ; preds = %142, %137, %132, %127, %122
  %151 = phi i64 [ %123, %122 ], [ %128, %127 ], [ %133, %132 ], [ %138, %137 ], [ %143, %142 ]
  %152 = trunc i64 %151 to i32
  br label %153

153:                                              ; preds = %147, %150
  %154 = phi i32 [ %152, %150 ], [ -1, %147 ]
  %155 = xor i32 %115, %154
  %156 = mul i32 %155, 16777619
  %157 = add nuw nsw i32 %114, 1
  %158 = icmp eq i32 %157, 40
  br i1 %158, label %78, label %113, !llvm.loop !10

159:                                              ; preds = %109, %175
  %160 = phi i32 [ 1, %109 ], [ %178, %175 ]
  %161 = phi i32 [ %112, %109 ], [ %177, %175 ]
  %162 = mul i32 %160, -1640531535
  br label %163

163:                                              ; preds = %170, %159
  %164 = phi i32 [ %162, %159 ], [ %171, %170 ]
  %165 = phi i32 [ 0, %159 ], [ %172, %170 ]
  %166 = urem i32 %164, 10
  %167 = add i32 %165, %166
  %168 = udiv i32 %164, 10
  %169 = icmp ult i32 %164, 10
  br i1 %169, label %173, label %170

170:                                              ; preds = %163, %173
  %171 = phi i32 [ %168, %163 ], [ %167, %173 ]
  %172 = phi i32 [ %167, %163 ], [ 0, %173 ]
  br label %163, !llvm.loop !11

173:                                              ; preds = %163
  %174 = icmp ugt i32 %167, 9
  br i1 %174, label %170, label %175

175:                                              ; preds = %173
  %176 = xor i32 %161, %167
  %177 = mul i32 %176, 16777619
  %178 = add nuw nsw i32 %160, 31
  %179 = icmp ult i32 %160, 2969
  br i1 %179, label %159, label %180, !llvm.loop !12

180:                                              ; preds = %175, %211
  %181 = phi i32 [ %223, %211 ], [ -40, %175 ]
  %182 = phi i32 [ %213, %211 ], [ -1, %175 ]
  %183 = phi i32 [ %212, %211 ], [ -1, %175 ]
  %184 = phi i32 [ %222, %211 ], [ %177, %175 ]
  br label %190

185:                                              ; preds = %211
  %186 = tail call fastcc i32 @first_row_with_zero_sum() #2
  br label %290

187:                                              ; preds = %208, %190
  %188 = add nuw nsw i64 %192, 1
  %189 = icmp eq i64 %194, 40
  br i1 %189, label %211, label %190

190:                                              ; preds = %180, %187
  %191 = phi i64 [ %194, %187 ], [ 0, %180 ]
  %192 = phi i64 [ %188, %187 ], [ 1, %180 ]
  %193 = phi i1 [ %195, %187 ], [ true, %180 ]
  %194 = add nuw nsw i64 %191, 1
  %195 = icmp ult i64 %191, 39
  br i1 %195, label %196, label %187

196:                                              ; preds = %190
  %197 = getelementptr inbounds [200 x i32], [200 x i32]* @data, i64 0, i64 %191
  %198 = load i32, i32* %197, align 4, !tbaa !2
  br label %199

199:                                              ; preds = %208, %196
  %200 = phi i64 [ %192, %196 ], [ %209, %208 ]
  %201 = getelementptr inbounds [200 x i32], [200 x i32]* @data, i64 0, i64 %200
  %202 = load i32, i32* %201, align 4, !tbaa !2
  %203 = add nsw i32 %202, %198
  %204 = icmp eq i32 %203, %181
  br i1 %204, label %205, label %208

205:                                              ; preds = %199
  %206 = trunc i64 %191 to i32
  %207 = trunc i64 %200 to i32
  br label %211

208:                                              ; preds = %199
  %209 = add nuw nsw i64 %200, 1
  %210 = icmp eq i64 %209, 40
  br i1 %210, label %187, label %199, !llvm.loop !13

211:                                              ; preds = %187, %205
  %212 = phi i32 [ %206, %205 ], [ %183, %187 ]
  %213 = phi i32 [ %207, %205 ], [ %182, %187 ]
  %214 = phi i1 [ %193, %205 ], [ %195, %187 ]
  %215 = zext i1 %214 to i32
  %216 = xor i32 %184, %215
  %217 = mul i32 %216, 16777619
  %218 = mul nsw i32 %212, 1000
  %219 = add nsw i32 %218, %213
  %220 = xor i32 %217, %219
  %221 = mul i32 %220, 16777619
  %222 = select i1 %214, i32 %221, i32 %217
  %223 = add nsw i32 %181, 13
  %224 = icmp slt i32 %181, 27
  br i1 %224, label %180, label %185, !llvm.loop !14

225:                                              ; preds = %290
  %226 = tail call fastcc i32 @first_row_with_zero_sum() #2
  br label %227

227:                                              ; preds = %227, %225
  %228 = phi i64 [ 199, %225 ], [ %254, %227 ]
  %229 = phi i32 [ 0, %225 ], [ %253, %227 ]
  %230 = mul i32 %229, 31
  %231 = getelementptr inbounds [200 x i32], [200 x i32]* @data, i64 0, i64 %228
  %232 = load i32, i32* %231, align 4, !tbaa !2
  %233 = add i32 %232, %230
  %234 = add nsw i64 %228, -1
  %235 = mul i32 %233, 31
  %236 = getelementptr inbounds [200 x i32], [200 x i32]* @data, i64 0, i64 %234
  %237 = load i32, i32* %236, align 4, !tbaa !2
  %238 = add i32 %237, %235
  %239 = add nsw i64 %228, -2
  %240 = mul i32 %238, 31
  %241 = getelementptr inbounds [200 x i32], [200 x i32]* @data, i64 0, i64 %239
  %242 = load i32, i32* %241, align 4, !tbaa !2
  %243 = add i32 %242, %240
  %244 = add nsw i64 %228, -3
  %245 = mul i32 %243, 31
  %246 = getelementptr inbounds [200 x i32], [200 x i32]* @data, i64 0, i64 %244
  %247 = load i32, i32* %246, align 4, !tbaa !2
  %248 = add i32 %247, %245
  %249 = add nsw i64 %228, -4
  %250 = mul i32 %248, 31
  %251 = getelementptr inbounds [200 x i32], [200 x i32]* @data, i64 0, i64 %249
  %252 = load i32, i32* %251, align 4, !tbaa !2
  %253 = add i32 %252, %250
  %254 = add nsw i64 %228, -5
  %255 = icmp eq i64 %249, 0
  br i1 %255, label %256, label %227, !llvm.loop !15

256:                                              ; preds = %227, %275
  %257 = phi i64 [ %278, %275 ], [ 0, %227 ]
  %258 = phi i32 [ %277, %275 ], [ 1, %227 ]
  %259 = phi i32 [ %276, %275 ], [ 0, %227 ]
  %260 = icmp ugt i32 %258, 1
  br i1 %260, label %264, label %275

261:                                              ; preds = %264
  %262 = add nsw i64 %266, -1
  %263 = icmp slt i64 %274, %262
  br i1 %263, label %264, label %275, !llvm.loop !16

264:                                              ; preds = %256, %261
  %265 = phi i64 [ %274, %261 ], [ 0, %256 ]
  %266 = phi i64 [ %262, %261 ], [ %257, %256 ]
  %267 = getelementptr inbounds [200 x i32], [200 x i32]* @data, i64 0, i64 %265
  %268 = load i32, i32* %267, align 4, !tbaa !2
  %269 = srem i32 %268, 7
  %270 = getelementptr inbounds [200 x i32], [200 x i32]* @data, i64 0, i64 %266
  %271 = load i32, i32* %270, align 4, !tbaa !2
  %272 = srem i32 %271, 7
  %273 = icmp eq i32 %269, %272
  %274 = add nuw nsw i64 %265, 1
  br i1 %273, label %261, label %275

275:                                              ; preds = %264, %261, %256
  %276 = phi i32 [ 1, %256 ], [ %259, %264 ], [ %258, %261 ]
  %277 = add nuw nsw i32 %258, 1
  %278 = add nuw nsw i64 %257, 1
  %279 = icmp eq i64 %278, 80
  br i1 %279, label %280, label %256, !llvm.loop !17

280:                                              ; preds = %275
  %281 = xor i32 %222, %186
  %282 = mul i32 %281, 16777619
  %283 = xor i32 %226, %282
  %284 = mul i32 %283, 16777619
  %285 = xor i32 %253, %284
  %286 = mul i32 %285, 16777619
  %287 = xor i32 %276, %286
  %288 = mul i32 %287, 16777619
  store i32 %288, i32* @h, align 4, !tbaa !2
  %289 = and i32 %288, 2147483647
  ret i32 %289

290:                                              ; preds = %290, %185
  %291 = phi i64 [ 0, %185 ], [ %301, %290 ]
  %292 = getelementptr inbounds [200 x i32], [200 x i32]* @data, i64 0, i64 %291
  %293 = load i32, i32* %292, align 8, !tbaa !2
  %294 = srem i32 %293, 5
  %295 = add nsw i32 %294, -2
  store i32 %295, i32* %292, align 8, !tbaa !2
  %296 = or i64 %291, 1
  %297 = getelementptr inbounds [200 x i32], [200 x i32]* @data, i64 0, i64 %296
  %298 = load i32, i32* %297, align 4, !tbaa !2
  %299 = srem i32 %298, 5
  %300 = add nsw i32 %299, -2
  store i32 %300, i32* %297, align 4, !tbaa !2
  %301 = add nuw nsw i64 %291, 2
  %302 = icmp eq i64 %301, 200
  br i1 %302, label %225, label %290, !llvm.loop !18
}

; Function Attrs: nofree norecurse nosync nounwind readonly
define internal fastcc i32 @first_row_with_zero_sum() unnamed_addr #1 {
  br label %1

1:                                                ; preds = %59, %0
  %2 = phi i64 [ 0, %0 ], [ %60, %59 ]
  %3 = mul nuw nsw i64 %2, 10
  %4 = getelementptr inbounds [200 x i32], [200 x i32]* @data, i64 0, i64 %3
  %5 = load i32, i32* %4, align 8, !tbaa !2
  %6 = or i64 %3, 1
  %7 = getelementptr inbounds [200 x i32], [200 x i32]* @data, i64 0, i64 %6
  %8 = load i32, i32* %7, align 4, !tbaa !2
  %9 = add nsw i32 %8, %5
  %10 = icmp eq i32 %9, 0
  br i1 %10, label %62, label %11

11:                                               ; preds = %1
  %12 = add nuw nsw i64 %3, 2
  %13 = getelementptr inbounds [200 x i32], [200 x i32]* @data, i64 0, i64 %12
  %14 = load i32, i32* %13, align 8, !tbaa !2
  %15 = add nsw i32 %14, %9
  %16 = icmp eq i32 %15, 0
  br i1 %16, label %62, label %17

17:                                               ; preds = %11
  %18 = add nuw nsw i64 %3, 3
  %19 = getelementptr inbounds [200 x i32], [200 x i32]* @data, i64 0, i64 %18
  %20 = load i32, i32* %19, align 4, !tbaa !2
  %21 = add nsw i32 %20, %15
  %22 = icmp eq i32 %21, 0
  br i1 %22, label %62, label %23

23:                                               ; preds = %17
  %24 = add nuw nsw i64 %3, 4
  %25 = getelementptr inbounds [200 x i32], [200 x i32]* @data, i64 0, i64 %24
  %26 = load i32, i32* %25, align 8, !tbaa !2
  %27 = add nsw i32 %26, %21
  %28 = icmp eq i32 %27, 0
  br i1 %28, label %62, label %29

29:                                               ; preds = %23
  %30 = add nuw nsw i64 %3, 5
  %31 = getelementptr inbounds [200 x i32], [200 x i32]* @data, i64 0, i64 %30
  %32 = load i32, i32* %31, align 4, !tbaa !2
  %33 = add nsw i32 %32, %27
  %34 = icmp eq i32 %33, 0
  br i1 %34, label %62, label %35

35:                                               ; preds = %29
  %36 = add nuw nsw i64 %3, 6
  %37 = getelementptr inbounds [200 x i32], [200 x i32]* @data, i64 0, i64 %36
  %38 = load i32, i32* %37, align 8, !tbaa !2
  %39 = add nsw i32 %38, %33
  %40 = icmp eq i32 %39, 0
  br i1 %40, label %62, label %41

41:                                               ; preds = %35
  %42 = add nuw nsw i64 %3, 7
  %43 = getelementptr inbounds [200 x i32], [200 x i32]* @data, i64 0, i64 %42
  %44 = load i32, i32* %43, align 4, !tbaa !2
  %45 = add nsw i32 %44, %39
  %46 = icmp eq i32 %45, 0
  br i1 %46, label %62, label %47

47:                                               ; preds = %41
  %48 = add nuw nsw i64 %3, 8
  %49 = getelementptr inbounds [200 x i32], [200 x i32]* @data, i64 0, i64 %48
  %50 = load i32, i32* %49, align 8, !tbaa !2
  %51 = add nsw i32 %50, %45
  %52 = icmp eq i32 %51, 0
  br i1 %52, label %62, label %53

53:                                               ; preds = %47
  %54 = add nuw nsw i64 %3, 9
  %55 = getelementptr inbounds [200 x i32], [200 x i32]* @data, i64 0, i64 %54
  %56 = load i32, i32* %55, align 4, !tbaa !2
  %57 = sub i32 0, %51
  %58 = icmp eq i32 %56, %57
  br i1 %58, label %62, label %59

59:                                               ; preds = %53
  %60 = add nuw nsw i64 %2, 1
  %61 = icmp eq i64 %60, 20
  br i1 %61, label %67, label %1, !llvm.loop !19

62:                                               ; preds = %53, %47, %41, %35, %29, %23, %17, %11, %1
  %63 = phi i32 [ 9, %53 ], [ 8, %47 ], [ 7, %41 ], [ 6, %35 ], [ 5, %29 ], [ 4, %23 ], [ 3, %17 ], [ 2, %11 ], [ 1, %1 ]
  %64 = trunc i64 %2 to i32
  %65 = mul nsw i32 %64, 100
  %66 = add nuw nsw i32 %63, %65
  br label %67

67:                                               ; preds = %59, %62
  %68 = phi i32 [ %66, %62 ], [ -1, %59 ]
  ret i32 %68
}

attributes #0 = { nofree nosync nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree norecurse nosync nounwind readonly "frame-pointer"="none" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nobuiltin "no-builtins" }

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
!13 = distinct !{!13, !7}
!14 = distinct !{!14, !7}
!15 = distinct !{!15, !7}
!16 = distinct !{!16, !7}
!17 = distinct !{!17, !7}
!18 = distinct !{!18, !7}
!19 = distinct !{!19, !7}
