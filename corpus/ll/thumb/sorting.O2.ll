; ModuleID = 'sorting.c'
source_filename = "sorting.c"
target datalayout = "e-m:e-p:32:32-Fi8-i64:64-v128:64:128-a:0:32-n32-S64"
target triple = "thumbv6m-none-unknown-eabi"

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
  br label %930

1:                                                ; preds = %1021
  %2 = tail call i8* @memcpy(i8* noundef bitcast ([160 x i32]* @h1 to i8*), i8* noundef bitcast ([160 x i32]* @orig to i8*), i32 noundef 640) #3
  %3 = tail call i8* @memcpy(i8* noundef bitcast ([160 x i32]* @s1 to i8*), i8* noundef bitcast ([160 x i32]* @orig to i8*), i32 noundef 640) #3
  %4 = tail call i8* @memcpy(i8* noundef bitcast ([160 x i32]* @m1 to i8*), i8* noundef bitcast ([160 x i32]* @orig to i8*), i32 noundef 640) #3
  br label %5

5:                                                ; preds = %137, %1
  %6 = phi i32 [ 79, %1 ], [ %138, %137 ]
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
  %40 = shl nuw nsw i32 %39, 1
  %41 = or i32 %40, 1
  %42 = getelementptr inbounds [160 x i32], [160 x i32]* @h1, i32 0, i32 %39
  %43 = load i32, i32* %42, align 4, !tbaa !7
  br label %44

44:                                               ; preds = %65, %38
  %45 = phi i32 [ %69, %65 ], [ %41, %38 ]
  %46 = phi i32 [ %68, %65 ], [ %40, %38 ]
  %47 = phi i32 [ %63, %65 ], [ %39, %38 ]
  %48 = getelementptr inbounds [160 x i32], [160 x i32]* @h1, i32 0, i32 %47
  %49 = getelementptr inbounds [160 x i32], [160 x i32]* @h1, i32 0, i32 %45
  %50 = load i32, i32* %49, align 4, !tbaa !7
  %51 = icmp slt i32 %43, %50
  %52 = select i1 %51, i32 %45, i32 %47
  %53 = add i32 %46, 2
  %54 = icmp sgt i32 %53, 159
  br i1 %54, label %62, label %55

55:                                               ; preds = %44
  %56 = getelementptr inbounds [160 x i32], [160 x i32]* @h1, i32 0, i32 %52
  %57 = load i32, i32* %56, align 4, !tbaa !7
  %58 = getelementptr inbounds [160 x i32], [160 x i32]* @h1, i32 0, i32 %53
  %59 = load i32, i32* %58, align 4, !tbaa !7
  %60 = icmp slt i32 %57, %59
  %61 = select i1 %60, i32 %53, i32 %52
  br label %62

62:                                               ; preds = %55, %44
  %63 = phi i32 [ %52, %44 ], [ %61, %55 ]
  %64 = icmp eq i32 %63, %47
  br i1 %64, label %71, label %65

65:                                               ; preds = %62
  %66 = getelementptr inbounds [160 x i32], [160 x i32]* @h1, i32 0, i32 %63
  %67 = load i32, i32* %66, align 4, !tbaa !7
  store i32 %67, i32* %48, align 4, !tbaa !7
  store i32 %43, i32* %66, align 4, !tbaa !7
  %68 = shl nsw i32 %63, 1
  %69 = or i32 %68, 1
  %70 = icmp sgt i32 %69, 159
  br i1 %70, label %71, label %44

71:                                               ; preds = %65, %62
  %72 = add nsw i32 %6, -2
  %73 = shl nuw nsw i32 %72, 1
  %74 = or i32 %73, 1
  %75 = getelementptr inbounds [160 x i32], [160 x i32]* @h1, i32 0, i32 %72
  %76 = load i32, i32* %75, align 4, !tbaa !7
  br label %77

77:                                               ; preds = %98, %71
  %78 = phi i32 [ %102, %98 ], [ %74, %71 ]
  %79 = phi i32 [ %101, %98 ], [ %73, %71 ]
  %80 = phi i32 [ %96, %98 ], [ %72, %71 ]
  %81 = getelementptr inbounds [160 x i32], [160 x i32]* @h1, i32 0, i32 %80
  %82 = getelementptr inbounds [160 x i32], [160 x i32]* @h1, i32 0, i32 %78
  %83 = load i32, i32* %82, align 4, !tbaa !7
  %84 = icmp slt i32 %76, %83
  %85 = select i1 %84, i32 %78, i32 %80
  %86 = add i32 %79, 2
  %87 = icmp sgt i32 %86, 159
  br i1 %87, label %95, label %88

88:                                               ; preds = %77
  %89 = getelementptr inbounds [160 x i32], [160 x i32]* @h1, i32 0, i32 %85
  %90 = load i32, i32* %89, align 4, !tbaa !7
  %91 = getelementptr inbounds [160 x i32], [160 x i32]* @h1, i32 0, i32 %86
  %92 = load i32, i32* %91, align 4, !tbaa !7
  %93 = icmp slt i32 %90, %92
  %94 = select i1 %93, i32 %86, i32 %85
  br label %95

95:                                               ; preds = %88, %77
  %96 = phi i32 [ %85, %77 ], [ %94, %88 ]
  %97 = icmp eq i32 %96, %80
  br i1 %97, label %104, label %98

98:                                               ; preds = %95
  %99 = getelementptr inbounds [160 x i32], [160 x i32]* @h1, i32 0, i32 %96
  %100 = load i32, i32* %99, align 4, !tbaa !7
  store i32 %100, i32* %81, align 4, !tbaa !7
  store i32 %76, i32* %99, align 4, !tbaa !7
  %101 = shl nsw i32 %96, 1
  %102 = or i32 %101, 1
  %103 = icmp sgt i32 %102, 159
  br i1 %103, label %104, label %77

104:                                              ; preds = %98, %95
  %105 = add nsw i32 %6, -3
  %106 = shl nuw nsw i32 %105, 1
  %107 = or i32 %106, 1
  %108 = getelementptr inbounds [160 x i32], [160 x i32]* @h1, i32 0, i32 %105
  %109 = load i32, i32* %108, align 4, !tbaa !7
  br label %110

110:                                              ; preds = %131, %104
  %111 = phi i32 [ %135, %131 ], [ %107, %104 ]
  %112 = phi i32 [ %134, %131 ], [ %106, %104 ]
  %113 = phi i32 [ %129, %131 ], [ %105, %104 ]
  %114 = getelementptr inbounds [160 x i32], [160 x i32]* @h1, i32 0, i32 %113
  %115 = getelementptr inbounds [160 x i32], [160 x i32]* @h1, i32 0, i32 %111
  %116 = load i32, i32* %115, align 4, !tbaa !7
  %117 = icmp slt i32 %109, %116
  %118 = select i1 %117, i32 %111, i32 %113
  %119 = add i32 %112, 2
  %120 = icmp sgt i32 %119, 159
  br i1 %120, label %128, label %121

121:                                              ; preds = %110
  %122 = getelementptr inbounds [160 x i32], [160 x i32]* @h1, i32 0, i32 %118
  %123 = load i32, i32* %122, align 4, !tbaa !7
  %124 = getelementptr inbounds [160 x i32], [160 x i32]* @h1, i32 0, i32 %119
  %125 = load i32, i32* %124, align 4, !tbaa !7
  %126 = icmp slt i32 %123, %125
  %127 = select i1 %126, i32 %119, i32 %118
  br label %128

128:                                              ; preds = %121, %110
  %129 = phi i32 [ %118, %110 ], [ %127, %121 ]
  %130 = icmp eq i32 %129, %113
  br i1 %130, label %137, label %131

131:                                              ; preds = %128
  %132 = getelementptr inbounds [160 x i32], [160 x i32]* @h1, i32 0, i32 %129
  %133 = load i32, i32* %132, align 4, !tbaa !7
  store i32 %133, i32* %114, align 4, !tbaa !7
  store i32 %109, i32* %132, align 4, !tbaa !7
  %134 = shl nsw i32 %129, 1
  %135 = or i32 %134, 1
  %136 = icmp sgt i32 %135, 159
  br i1 %136, label %137, label %110

137:                                              ; preds = %131, %128
  %138 = add nsw i32 %6, -4
  %139 = icmp eq i32 %105, 0
  br i1 %139, label %140, label %5, !llvm.loop !11

140:                                              ; preds = %137
  %141 = load i32, i32* getelementptr inbounds ([160 x i32], [160 x i32]* @h1, i32 0, i32 159), align 4, !tbaa !7
  %142 = load i32, i32* getelementptr inbounds ([160 x i32], [160 x i32]* @h1, i32 0, i32 0), align 4, !tbaa !7
  store i32 %142, i32* getelementptr inbounds ([160 x i32], [160 x i32]* @h1, i32 0, i32 159), align 4, !tbaa !7
  store i32 %141, i32* getelementptr inbounds ([160 x i32], [160 x i32]* @h1, i32 0, i32 0), align 4, !tbaa !7
  br label %143

143:                                              ; preds = %206, %140
  %144 = phi i32 [ 158, %140 ], [ %210, %206 ]
  %145 = phi i32 [ %141, %140 ], [ %208, %206 ]
  %146 = phi i32 [ 159, %140 ], [ %178, %206 ]
  br label %147

147:                                              ; preds = %143, %168
  %148 = phi i32 [ %172, %168 ], [ 1, %143 ]
  %149 = phi i32 [ %171, %168 ], [ 0, %143 ]
  %150 = phi i32 [ %166, %168 ], [ 0, %143 ]
  %151 = getelementptr inbounds [160 x i32], [160 x i32]* @h1, i32 0, i32 %150
  %152 = getelementptr inbounds [160 x i32], [160 x i32]* @h1, i32 0, i32 %148
  %153 = load i32, i32* %152, align 4, !tbaa !7
  %154 = icmp slt i32 %145, %153
  %155 = select i1 %154, i32 %148, i32 %150
  %156 = add i32 %149, 2
  %157 = icmp slt i32 %156, %146
  br i1 %157, label %158, label %165

158:                                              ; preds = %147
  %159 = getelementptr inbounds [160 x i32], [160 x i32]* @h1, i32 0, i32 %155
  %160 = load i32, i32* %159, align 4, !tbaa !7
  %161 = getelementptr inbounds [160 x i32], [160 x i32]* @h1, i32 0, i32 %156
  %162 = load i32, i32* %161, align 4, !tbaa !7
  %163 = icmp slt i32 %160, %162
  %164 = select i1 %163, i32 %156, i32 %155
  br label %165

165:                                              ; preds = %158, %147
  %166 = phi i32 [ %155, %147 ], [ %164, %158 ]
  %167 = icmp eq i32 %166, %150
  br i1 %167, label %174, label %168

168:                                              ; preds = %165
  %169 = getelementptr inbounds [160 x i32], [160 x i32]* @h1, i32 0, i32 %166
  %170 = load i32, i32* %169, align 4, !tbaa !7
  store i32 %170, i32* %151, align 4, !tbaa !7
  store i32 %145, i32* %169, align 4, !tbaa !7
  %171 = shl nsw i32 %166, 1
  %172 = or i32 %171, 1
  %173 = icmp slt i32 %172, %146
  br i1 %173, label %147, label %174

174:                                              ; preds = %168, %165
  %175 = getelementptr inbounds [160 x i32], [160 x i32]* @h1, i32 0, i32 %144
  %176 = load i32, i32* %175, align 4, !tbaa !7
  %177 = load i32, i32* getelementptr inbounds ([160 x i32], [160 x i32]* @h1, i32 0, i32 0), align 4, !tbaa !7
  store i32 %177, i32* %175, align 4, !tbaa !7
  store i32 %176, i32* getelementptr inbounds ([160 x i32], [160 x i32]* @h1, i32 0, i32 0), align 4, !tbaa !7
  %178 = add nsw i32 %144, -1
  br label %179

179:                                              ; preds = %200, %174
  %180 = phi i32 [ %204, %200 ], [ 1, %174 ]
  %181 = phi i32 [ %203, %200 ], [ 0, %174 ]
  %182 = phi i32 [ %198, %200 ], [ 0, %174 ]
  %183 = getelementptr inbounds [160 x i32], [160 x i32]* @h1, i32 0, i32 %182
  %184 = getelementptr inbounds [160 x i32], [160 x i32]* @h1, i32 0, i32 %180
  %185 = load i32, i32* %184, align 4, !tbaa !7
  %186 = icmp slt i32 %176, %185
  %187 = select i1 %186, i32 %180, i32 %182
  %188 = add i32 %181, 2
  %189 = icmp slt i32 %188, %144
  br i1 %189, label %190, label %197

190:                                              ; preds = %179
  %191 = getelementptr inbounds [160 x i32], [160 x i32]* @h1, i32 0, i32 %187
  %192 = load i32, i32* %191, align 4, !tbaa !7
  %193 = getelementptr inbounds [160 x i32], [160 x i32]* @h1, i32 0, i32 %188
  %194 = load i32, i32* %193, align 4, !tbaa !7
  %195 = icmp slt i32 %192, %194
  %196 = select i1 %195, i32 %188, i32 %187
  br label %197

197:                                              ; preds = %190, %179
  %198 = phi i32 [ %187, %179 ], [ %196, %190 ]
  %199 = icmp eq i32 %198, %182
  br i1 %199, label %206, label %200

200:                                              ; preds = %197
  %201 = getelementptr inbounds [160 x i32], [160 x i32]* @h1, i32 0, i32 %198
  %202 = load i32, i32* %201, align 4, !tbaa !7
  store i32 %202, i32* %183, align 4, !tbaa !7
  store i32 %176, i32* %201, align 4, !tbaa !7
  %203 = shl nsw i32 %198, 1
  %204 = or i32 %203, 1
  %205 = icmp slt i32 %204, %144
  br i1 %205, label %179, label %206

206:                                              ; preds = %200, %197
  %207 = getelementptr inbounds [160 x i32], [160 x i32]* @h1, i32 0, i32 %178
  %208 = load i32, i32* %207, align 4, !tbaa !7
  %209 = load i32, i32* getelementptr inbounds ([160 x i32], [160 x i32]* @h1, i32 0, i32 0), align 4, !tbaa !7
  store i32 %209, i32* %207, align 4, !tbaa !7
  store i32 %208, i32* getelementptr inbounds ([160 x i32], [160 x i32]* @h1, i32 0, i32 0), align 4, !tbaa !7
  %210 = add nsw i32 %144, -2
  %211 = icmp eq i32 %210, 0
  br i1 %211, label %680, label %143, !llvm.loop !13

212:                                              ; preds = %738, %316
  %213 = phi i32 [ %319, %316 ], [ 23, %738 ]
  %214 = getelementptr inbounds [160 x i32], [160 x i32]* @s1, i32 0, i32 %213
  %215 = load i32, i32* %214, align 4, !tbaa !7
  %216 = add nsw i32 %213, -23
  %217 = getelementptr inbounds [160 x i32], [160 x i32]* @s1, i32 0, i32 %216
  %218 = load i32, i32* %217, align 4, !tbaa !7
  %219 = icmp sgt i32 %218, %215
  br i1 %219, label %220, label %262

220:                                              ; preds = %212
  %221 = getelementptr inbounds [160 x i32], [160 x i32]* @s1, i32 0, i32 %213
  store i32 %218, i32* %221, align 4, !tbaa !7
  %222 = icmp ult i32 %213, 46
  br i1 %222, label %262, label %223, !llvm.loop !14

223:                                              ; preds = %220
  %224 = add nsw i32 %213, -46
  %225 = getelementptr inbounds [160 x i32], [160 x i32]* @s1, i32 0, i32 %224
  %226 = load i32, i32* %225, align 4, !tbaa !7
  %227 = icmp sgt i32 %226, %215
  br i1 %227, label %228, label %262

228:                                              ; preds = %223
  %229 = getelementptr inbounds [160 x i32], [160 x i32]* @s1, i32 0, i32 %216
  store i32 %226, i32* %229, align 4, !tbaa !7
  %230 = icmp ult i32 %216, 46
  br i1 %230, label %262, label %231, !llvm.loop !14

231:                                              ; preds = %228
  %232 = add nsw i32 %213, -69
  %233 = getelementptr inbounds [160 x i32], [160 x i32]* @s1, i32 0, i32 %232
  %234 = load i32, i32* %233, align 4, !tbaa !7
  %235 = icmp sgt i32 %234, %215
  br i1 %235, label %236, label %262

236:                                              ; preds = %231
  %237 = getelementptr inbounds [160 x i32], [160 x i32]* @s1, i32 0, i32 %224
  store i32 %234, i32* %237, align 4, !tbaa !7
  %238 = icmp ult i32 %213, 92
  br i1 %238, label %262, label %239, !llvm.loop !14

239:                                              ; preds = %236
  %240 = add nsw i32 %213, -92
  %241 = getelementptr inbounds [160 x i32], [160 x i32]* @s1, i32 0, i32 %240
  %242 = load i32, i32* %241, align 4, !tbaa !7
  %243 = icmp sgt i32 %242, %215
  br i1 %243, label %244, label %262

244:                                              ; preds = %239
  %245 = getelementptr inbounds [160 x i32], [160 x i32]* @s1, i32 0, i32 %232
  store i32 %242, i32* %245, align 4, !tbaa !7
  %246 = icmp ult i32 %213, 115
  br i1 %246, label %262, label %247, !llvm.loop !14

247:                                              ; preds = %244
  %248 = add nsw i32 %213, -115
  %249 = getelementptr inbounds [160 x i32], [160 x i32]* @s1, i32 0, i32 %248
  %250 = load i32, i32* %249, align 4, !tbaa !7
  %251 = icmp sgt i32 %250, %215
  br i1 %251, label %252, label %262

252:                                              ; preds = %247
  %253 = getelementptr inbounds [160 x i32], [160 x i32]* @s1, i32 0, i32 %240
  store i32 %250, i32* %253, align 4, !tbaa !7
  %254 = icmp ult i32 %213, 138
  br i1 %254, label %262, label %255, !llvm.loop !14

255:                                              ; preds = %252
  %256 = add nsw i32 %213, -138
  %257 = getelementptr inbounds [160 x i32], [160 x i32]* @s1, i32 0, i32 %256
  %258 = load i32, i32* %257, align 4, !tbaa !7
  %259 = icmp sgt i32 %258, %215
  br i1 %259, label %260, label %262

260:                                              ; preds = %255
  %261 = getelementptr inbounds [160 x i32], [160 x i32]* @s1, i32 0, i32 %248
  store i32 %258, i32* %261, align 4, !tbaa !7
  br label %262

262:                                              ; preds = %260, %255, %252, %247, %244, %239, %236, %231, %228, %223, %212, %220
  %263 = phi i32 [ %216, %220 ], [ %213, %212 ], [ %216, %223 ], [ %224, %228 ], [ %224, %231 ], [ %232, %236 ], [ %232, %239 ], [ %240, %244 ], [ %240, %247 ], [ %248, %252 ], [ %248, %255 ], [ %256, %260 ]
  %264 = getelementptr inbounds [160 x i32], [160 x i32]* @s1, i32 0, i32 %263
  store i32 %215, i32* %264, align 4, !tbaa !7
  %265 = add nuw nsw i32 %213, 1
  %266 = icmp eq i32 %213, 159
  br i1 %266, label %320, label %267, !llvm.loop !15

267:                                              ; preds = %262
  %268 = getelementptr inbounds [160 x i32], [160 x i32]* @s1, i32 0, i32 %265
  %269 = load i32, i32* %268, align 4, !tbaa !7
  %270 = add nsw i32 %213, -22
  %271 = getelementptr inbounds [160 x i32], [160 x i32]* @s1, i32 0, i32 %270
  %272 = load i32, i32* %271, align 4, !tbaa !7
  %273 = icmp sgt i32 %272, %269
  br i1 %273, label %274, label %316

274:                                              ; preds = %267
  %275 = getelementptr inbounds [160 x i32], [160 x i32]* @s1, i32 0, i32 %265
  store i32 %272, i32* %275, align 4, !tbaa !7
  %276 = icmp ult i32 %213, 45
  br i1 %276, label %316, label %277, !llvm.loop !14

277:                                              ; preds = %274
  %278 = add nsw i32 %213, -45
  %279 = getelementptr inbounds [160 x i32], [160 x i32]* @s1, i32 0, i32 %278
  %280 = load i32, i32* %279, align 4, !tbaa !7
  %281 = icmp sgt i32 %280, %269
  br i1 %281, label %282, label %316

282:                                              ; preds = %277
  %283 = getelementptr inbounds [160 x i32], [160 x i32]* @s1, i32 0, i32 %270
  store i32 %280, i32* %283, align 4, !tbaa !7
  %284 = icmp ult i32 %270, 46
  br i1 %284, label %316, label %285, !llvm.loop !14

285:                                              ; preds = %282
  %286 = add nsw i32 %213, -68
  %287 = getelementptr inbounds [160 x i32], [160 x i32]* @s1, i32 0, i32 %286
  %288 = load i32, i32* %287, align 4, !tbaa !7
  %289 = icmp sgt i32 %288, %269
  br i1 %289, label %290, label %316

290:                                              ; preds = %285
  %291 = getelementptr inbounds [160 x i32], [160 x i32]* @s1, i32 0, i32 %278
  store i32 %288, i32* %291, align 4, !tbaa !7
  %292 = icmp ult i32 %213, 91
  br i1 %292, label %316, label %293, !llvm.loop !14

293:                                              ; preds = %290
  %294 = add nsw i32 %213, -91
  %295 = getelementptr inbounds [160 x i32], [160 x i32]* @s1, i32 0, i32 %294
  %296 = load i32, i32* %295, align 4, !tbaa !7
  %297 = icmp sgt i32 %296, %269
  br i1 %297, label %298, label %316

298:                                              ; preds = %293
  %299 = getelementptr inbounds [160 x i32], [160 x i32]* @s1, i32 0, i32 %286
  store i32 %296, i32* %299, align 4, !tbaa !7
  %300 = icmp ult i32 %213, 114
  br i1 %300, label %316, label %301, !llvm.loop !14

301:                                              ; preds = %298
  %302 = add nsw i32 %213, -114
  %303 = getelementptr inbounds [160 x i32], [160 x i32]* @s1, i32 0, i32 %302
  %304 = load i32, i32* %303, align 4, !tbaa !7
  %305 = icmp sgt i32 %304, %269
  br i1 %305, label %306, label %316

306:                                              ; preds = %301
  %307 = getelementptr inbounds [160 x i32], [160 x i32]* @s1, i32 0, i32 %294
  store i32 %304, i32* %307, align 4, !tbaa !7
  %308 = icmp ult i32 %213, 137
  br i1 %308, label %316, label %309, !llvm.loop !14

309:                                              ; preds = %306
  %310 = add nsw i32 %213, -137
  %311 = getelementptr inbounds [160 x i32], [160 x i32]* @s1, i32 0, i32 %310
  %312 = load i32, i32* %311, align 4, !tbaa !7
  %313 = icmp sgt i32 %312, %269
  br i1 %313, label %314, label %316

314:                                              ; preds = %309
  %315 = getelementptr inbounds [160 x i32], [160 x i32]* @s1, i32 0, i32 %302
  store i32 %312, i32* %315, align 4, !tbaa !7
  br label %316

316:                                              ; preds = %314, %309, %306, %301, %298, %293, %290, %285, %282, %277, %274, %267
  %317 = phi i32 [ %270, %274 ], [ %265, %267 ], [ %270, %277 ], [ %278, %282 ], [ %278, %285 ], [ %286, %290 ], [ %286, %293 ], [ %294, %298 ], [ %294, %301 ], [ %302, %306 ], [ %302, %309 ], [ %310, %314 ]
  %318 = getelementptr inbounds [160 x i32], [160 x i32]* @s1, i32 0, i32 %317
  store i32 %269, i32* %318, align 4, !tbaa !7
  %319 = add nuw nsw i32 %213, 2
  br label %212

320:                                              ; preds = %262, %435
  %321 = phi i32 [ %438, %435 ], [ 10, %262 ]
  %322 = getelementptr inbounds [160 x i32], [160 x i32]* @s1, i32 0, i32 %321
  %323 = load i32, i32* %322, align 4, !tbaa !7
  br label %324

324:                                              ; preds = %354, %320
  %325 = phi i32 [ %321, %320 ], [ %350, %354 ]
  %326 = add nsw i32 %325, -10
  %327 = getelementptr inbounds [160 x i32], [160 x i32]* @s1, i32 0, i32 %326
  %328 = load i32, i32* %327, align 4, !tbaa !7
  %329 = icmp sgt i32 %328, %323
  br i1 %329, label %330, label %357

330:                                              ; preds = %324
  %331 = getelementptr inbounds [160 x i32], [160 x i32]* @s1, i32 0, i32 %325
  store i32 %328, i32* %331, align 4, !tbaa !7
  %332 = icmp slt i32 %325, 20
  br i1 %332, label %357, label %333, !llvm.loop !14

333:                                              ; preds = %330
  %334 = add nsw i32 %325, -20
  %335 = getelementptr inbounds [160 x i32], [160 x i32]* @s1, i32 0, i32 %334
  %336 = load i32, i32* %335, align 4, !tbaa !7
  %337 = icmp sgt i32 %336, %323
  br i1 %337, label %338, label %357

338:                                              ; preds = %333
  %339 = getelementptr inbounds [160 x i32], [160 x i32]* @s1, i32 0, i32 %326
  store i32 %336, i32* %339, align 4, !tbaa !7
  %340 = icmp slt i32 %325, 30
  br i1 %340, label %357, label %341, !llvm.loop !14

341:                                              ; preds = %338
  %342 = add nsw i32 %325, -30
  %343 = getelementptr inbounds [160 x i32], [160 x i32]* @s1, i32 0, i32 %342
  %344 = load i32, i32* %343, align 4, !tbaa !7
  %345 = icmp sgt i32 %344, %323
  br i1 %345, label %346, label %357

346:                                              ; preds = %341
  %347 = getelementptr inbounds [160 x i32], [160 x i32]* @s1, i32 0, i32 %334
  store i32 %344, i32* %347, align 4, !tbaa !7
  %348 = icmp slt i32 %325, 40
  br i1 %348, label %357, label %349, !llvm.loop !14

349:                                              ; preds = %346
  %350 = add nsw i32 %325, -40
  %351 = getelementptr inbounds [160 x i32], [160 x i32]* @s1, i32 0, i32 %350
  %352 = load i32, i32* %351, align 4, !tbaa !7
  %353 = icmp sgt i32 %352, %323
  br i1 %353, label %354, label %357

354:                                              ; preds = %349
  %355 = getelementptr inbounds [160 x i32], [160 x i32]* @s1, i32 0, i32 %342
  store i32 %352, i32* %355, align 4, !tbaa !7
  %356 = icmp slt i32 %325, 50
  br i1 %356, label %357, label %324, !llvm.loop !14

357:                                              ; preds = %354, %349, %346, %341, %338, %333, %324, %330
  %358 = phi i32 [ %326, %330 ], [ %325, %324 ], [ %326, %333 ], [ %334, %338 ], [ %334, %341 ], [ %342, %346 ], [ %342, %349 ], [ %350, %354 ]
  %359 = getelementptr inbounds [160 x i32], [160 x i32]* @s1, i32 0, i32 %358
  store i32 %323, i32* %359, align 4, !tbaa !7
  %360 = add nuw nsw i32 %321, 1
  %361 = getelementptr inbounds [160 x i32], [160 x i32]* @s1, i32 0, i32 %360
  %362 = load i32, i32* %361, align 4, !tbaa !7
  br label %363

363:                                              ; preds = %393, %357
  %364 = phi i32 [ %360, %357 ], [ %389, %393 ]
  %365 = add nsw i32 %364, -10
  %366 = getelementptr inbounds [160 x i32], [160 x i32]* @s1, i32 0, i32 %365
  %367 = load i32, i32* %366, align 4, !tbaa !7
  %368 = icmp sgt i32 %367, %362
  br i1 %368, label %369, label %396

369:                                              ; preds = %363
  %370 = getelementptr inbounds [160 x i32], [160 x i32]* @s1, i32 0, i32 %364
  store i32 %367, i32* %370, align 4, !tbaa !7
  %371 = icmp slt i32 %364, 20
  br i1 %371, label %396, label %372, !llvm.loop !14

372:                                              ; preds = %369
  %373 = add nsw i32 %364, -20
  %374 = getelementptr inbounds [160 x i32], [160 x i32]* @s1, i32 0, i32 %373
  %375 = load i32, i32* %374, align 4, !tbaa !7
  %376 = icmp sgt i32 %375, %362
  br i1 %376, label %377, label %396

377:                                              ; preds = %372
  %378 = getelementptr inbounds [160 x i32], [160 x i32]* @s1, i32 0, i32 %365
  store i32 %375, i32* %378, align 4, !tbaa !7
  %379 = icmp slt i32 %364, 30
  br i1 %379, label %396, label %380, !llvm.loop !14

380:                                              ; preds = %377
  %381 = add nsw i32 %364, -30
  %382 = getelementptr inbounds [160 x i32], [160 x i32]* @s1, i32 0, i32 %381
  %383 = load i32, i32* %382, align 4, !tbaa !7
  %384 = icmp sgt i32 %383, %362
  br i1 %384, label %385, label %396

385:                                              ; preds = %380
  %386 = getelementptr inbounds [160 x i32], [160 x i32]* @s1, i32 0, i32 %373
  store i32 %383, i32* %386, align 4, !tbaa !7
  %387 = icmp slt i32 %364, 40
  br i1 %387, label %396, label %388, !llvm.loop !14

388:                                              ; preds = %385
  %389 = add nsw i32 %364, -40
  %390 = getelementptr inbounds [160 x i32], [160 x i32]* @s1, i32 0, i32 %389
  %391 = load i32, i32* %390, align 4, !tbaa !7
  %392 = icmp sgt i32 %391, %362
  br i1 %392, label %393, label %396

393:                                              ; preds = %388
  %394 = getelementptr inbounds [160 x i32], [160 x i32]* @s1, i32 0, i32 %381
  store i32 %391, i32* %394, align 4, !tbaa !7
  %395 = icmp slt i32 %364, 50
  br i1 %395, label %396, label %363, !llvm.loop !14

396:                                              ; preds = %393, %388, %385, %380, %377, %372, %369, %363
  %397 = phi i32 [ %365, %369 ], [ %364, %363 ], [ %365, %372 ], [ %373, %377 ], [ %373, %380 ], [ %381, %385 ], [ %381, %388 ], [ %389, %393 ]
  %398 = getelementptr inbounds [160 x i32], [160 x i32]* @s1, i32 0, i32 %397
  store i32 %362, i32* %398, align 4, !tbaa !7
  %399 = add nuw nsw i32 %321, 2
  %400 = getelementptr inbounds [160 x i32], [160 x i32]* @s1, i32 0, i32 %399
  %401 = load i32, i32* %400, align 4, !tbaa !7
  br label %402

402:                                              ; preds = %432, %396
  %403 = phi i32 [ %399, %396 ], [ %428, %432 ]
  %404 = add nsw i32 %403, -10
  %405 = getelementptr inbounds [160 x i32], [160 x i32]* @s1, i32 0, i32 %404
  %406 = load i32, i32* %405, align 4, !tbaa !7
  %407 = icmp sgt i32 %406, %401
  br i1 %407, label %408, label %435

408:                                              ; preds = %402
  %409 = getelementptr inbounds [160 x i32], [160 x i32]* @s1, i32 0, i32 %403
  store i32 %406, i32* %409, align 4, !tbaa !7
  %410 = icmp slt i32 %403, 20
  br i1 %410, label %435, label %411, !llvm.loop !14

411:                                              ; preds = %408
  %412 = add nsw i32 %403, -20
  %413 = getelementptr inbounds [160 x i32], [160 x i32]* @s1, i32 0, i32 %412
  %414 = load i32, i32* %413, align 4, !tbaa !7
  %415 = icmp sgt i32 %414, %401
  br i1 %415, label %416, label %435

416:                                              ; preds = %411
  %417 = getelementptr inbounds [160 x i32], [160 x i32]* @s1, i32 0, i32 %404
  store i32 %414, i32* %417, align 4, !tbaa !7
  %418 = icmp slt i32 %403, 30
  br i1 %418, label %435, label %419, !llvm.loop !14

419:                                              ; preds = %416
  %420 = add nsw i32 %403, -30
  %421 = getelementptr inbounds [160 x i32], [160 x i32]* @s1, i32 0, i32 %420
  %422 = load i32, i32* %421, align 4, !tbaa !7
  %423 = icmp sgt i32 %422, %401
  br i1 %423, label %424, label %435

424:                                              ; preds = %419
  %425 = getelementptr inbounds [160 x i32], [160 x i32]* @s1, i32 0, i32 %412
  store i32 %422, i32* %425, align 4, !tbaa !7
  %426 = icmp slt i32 %403, 40
  br i1 %426, label %435, label %427, !llvm.loop !14

427:                                              ; preds = %424
  %428 = add nsw i32 %403, -40
  %429 = getelementptr inbounds [160 x i32], [160 x i32]* @s1, i32 0, i32 %428
  %430 = load i32, i32* %429, align 4, !tbaa !7
  %431 = icmp sgt i32 %430, %401
  br i1 %431, label %432, label %435

432:                                              ; preds = %427
  %433 = getelementptr inbounds [160 x i32], [160 x i32]* @s1, i32 0, i32 %420
  store i32 %430, i32* %433, align 4, !tbaa !7
  %434 = icmp slt i32 %403, 50
  br i1 %434, label %435, label %402, !llvm.loop !14

435:                                              ; preds = %432, %427, %424, %419, %416, %411, %408, %402
  %436 = phi i32 [ %404, %408 ], [ %403, %402 ], [ %404, %411 ], [ %412, %416 ], [ %412, %419 ], [ %420, %424 ], [ %420, %427 ], [ %428, %432 ]
  %437 = getelementptr inbounds [160 x i32], [160 x i32]* @s1, i32 0, i32 %436
  store i32 %401, i32* %437, align 4, !tbaa !7
  %438 = add nuw nsw i32 %321, 3
  %439 = icmp eq i32 %399, 159
  br i1 %439, label %440, label %320, !llvm.loop !15

440:                                              ; preds = %435, %555
  %441 = phi i32 [ %558, %555 ], [ 4, %435 ]
  %442 = getelementptr inbounds [160 x i32], [160 x i32]* @s1, i32 0, i32 %441
  %443 = load i32, i32* %442, align 4, !tbaa !7
  br label %444

444:                                              ; preds = %474, %440
  %445 = phi i32 [ %441, %440 ], [ %470, %474 ]
  %446 = add nsw i32 %445, -4
  %447 = getelementptr inbounds [160 x i32], [160 x i32]* @s1, i32 0, i32 %446
  %448 = load i32, i32* %447, align 4, !tbaa !7
  %449 = icmp sgt i32 %448, %443
  br i1 %449, label %450, label %477

450:                                              ; preds = %444
  %451 = getelementptr inbounds [160 x i32], [160 x i32]* @s1, i32 0, i32 %445
  store i32 %448, i32* %451, align 4, !tbaa !7
  %452 = icmp slt i32 %445, 8
  br i1 %452, label %477, label %453, !llvm.loop !14

453:                                              ; preds = %450
  %454 = add nsw i32 %445, -8
  %455 = getelementptr inbounds [160 x i32], [160 x i32]* @s1, i32 0, i32 %454
  %456 = load i32, i32* %455, align 4, !tbaa !7
  %457 = icmp sgt i32 %456, %443
  br i1 %457, label %458, label %477

458:                                              ; preds = %453
  %459 = getelementptr inbounds [160 x i32], [160 x i32]* @s1, i32 0, i32 %446
  store i32 %456, i32* %459, align 4, !tbaa !7
  %460 = icmp slt i32 %445, 12
  br i1 %460, label %477, label %461, !llvm.loop !14

461:                                              ; preds = %458
  %462 = add nsw i32 %445, -12
  %463 = getelementptr inbounds [160 x i32], [160 x i32]* @s1, i32 0, i32 %462
  %464 = load i32, i32* %463, align 4, !tbaa !7
  %465 = icmp sgt i32 %464, %443
  br i1 %465, label %466, label %477

466:                                              ; preds = %461
  %467 = getelementptr inbounds [160 x i32], [160 x i32]* @s1, i32 0, i32 %454
  store i32 %464, i32* %467, align 4, !tbaa !7
  %468 = icmp slt i32 %445, 16
  br i1 %468, label %477, label %469, !llvm.loop !14

469:                                              ; preds = %466
  %470 = add nsw i32 %445, -16
  %471 = getelementptr inbounds [160 x i32], [160 x i32]* @s1, i32 0, i32 %470
  %472 = load i32, i32* %471, align 4, !tbaa !7
  %473 = icmp sgt i32 %472, %443
  br i1 %473, label %474, label %477

474:                                              ; preds = %469
  %475 = getelementptr inbounds [160 x i32], [160 x i32]* @s1, i32 0, i32 %462
  store i32 %472, i32* %475, align 4, !tbaa !7
  %476 = icmp slt i32 %445, 20
  br i1 %476, label %477, label %444, !llvm.loop !14

477:                                              ; preds = %474, %469, %466, %461, %458, %453, %444, %450
  %478 = phi i32 [ %446, %450 ], [ %445, %444 ], [ %446, %453 ], [ %454, %458 ], [ %454, %461 ], [ %462, %466 ], [ %462, %469 ], [ %470, %474 ]
  %479 = getelementptr inbounds [160 x i32], [160 x i32]* @s1, i32 0, i32 %478
  store i32 %443, i32* %479, align 4, !tbaa !7
  %480 = add nuw nsw i32 %441, 1
  %481 = getelementptr inbounds [160 x i32], [160 x i32]* @s1, i32 0, i32 %480
  %482 = load i32, i32* %481, align 4, !tbaa !7
  br label %483

483:                                              ; preds = %513, %477
  %484 = phi i32 [ %480, %477 ], [ %509, %513 ]
  %485 = add nsw i32 %484, -4
  %486 = getelementptr inbounds [160 x i32], [160 x i32]* @s1, i32 0, i32 %485
  %487 = load i32, i32* %486, align 4, !tbaa !7
  %488 = icmp sgt i32 %487, %482
  br i1 %488, label %489, label %516

489:                                              ; preds = %483
  %490 = getelementptr inbounds [160 x i32], [160 x i32]* @s1, i32 0, i32 %484
  store i32 %487, i32* %490, align 4, !tbaa !7
  %491 = icmp slt i32 %484, 8
  br i1 %491, label %516, label %492, !llvm.loop !14

492:                                              ; preds = %489
  %493 = add nsw i32 %484, -8
  %494 = getelementptr inbounds [160 x i32], [160 x i32]* @s1, i32 0, i32 %493
  %495 = load i32, i32* %494, align 4, !tbaa !7
  %496 = icmp sgt i32 %495, %482
  br i1 %496, label %497, label %516

497:                                              ; preds = %492
  %498 = getelementptr inbounds [160 x i32], [160 x i32]* @s1, i32 0, i32 %485
  store i32 %495, i32* %498, align 4, !tbaa !7
  %499 = icmp slt i32 %484, 12
  br i1 %499, label %516, label %500, !llvm.loop !14

500:                                              ; preds = %497
  %501 = add nsw i32 %484, -12
  %502 = getelementptr inbounds [160 x i32], [160 x i32]* @s1, i32 0, i32 %501
  %503 = load i32, i32* %502, align 4, !tbaa !7
  %504 = icmp sgt i32 %503, %482
  br i1 %504, label %505, label %516

505:                                              ; preds = %500
  %506 = getelementptr inbounds [160 x i32], [160 x i32]* @s1, i32 0, i32 %493
  store i32 %503, i32* %506, align 4, !tbaa !7
  %507 = icmp slt i32 %484, 16
  br i1 %507, label %516, label %508, !llvm.loop !14

508:                                              ; preds = %505
  %509 = add nsw i32 %484, -16
  %510 = getelementptr inbounds [160 x i32], [160 x i32]* @s1, i32 0, i32 %509
  %511 = load i32, i32* %510, align 4, !tbaa !7
  %512 = icmp sgt i32 %511, %482
  br i1 %512, label %513, label %516

513:                                              ; preds = %508
  %514 = getelementptr inbounds [160 x i32], [160 x i32]* @s1, i32 0, i32 %501
  store i32 %511, i32* %514, align 4, !tbaa !7
  %515 = icmp slt i32 %484, 20
  br i1 %515, label %516, label %483, !llvm.loop !14

516:                                              ; preds = %513, %508, %505, %500, %497, %492, %489, %483
  %517 = phi i32 [ %485, %489 ], [ %484, %483 ], [ %485, %492 ], [ %493, %497 ], [ %493, %500 ], [ %501, %505 ], [ %501, %508 ], [ %509, %513 ]
  %518 = getelementptr inbounds [160 x i32], [160 x i32]* @s1, i32 0, i32 %517
  store i32 %482, i32* %518, align 4, !tbaa !7
  %519 = add nuw nsw i32 %441, 2
  %520 = getelementptr inbounds [160 x i32], [160 x i32]* @s1, i32 0, i32 %519
  %521 = load i32, i32* %520, align 4, !tbaa !7
  br label %522

522:                                              ; preds = %552, %516
  %523 = phi i32 [ %519, %516 ], [ %548, %552 ]
  %524 = add nsw i32 %523, -4
  %525 = getelementptr inbounds [160 x i32], [160 x i32]* @s1, i32 0, i32 %524
  %526 = load i32, i32* %525, align 4, !tbaa !7
  %527 = icmp sgt i32 %526, %521
  br i1 %527, label %528, label %555

528:                                              ; preds = %522
  %529 = getelementptr inbounds [160 x i32], [160 x i32]* @s1, i32 0, i32 %523
  store i32 %526, i32* %529, align 4, !tbaa !7
  %530 = icmp slt i32 %523, 8
  br i1 %530, label %555, label %531, !llvm.loop !14

531:                                              ; preds = %528
  %532 = add nsw i32 %523, -8
  %533 = getelementptr inbounds [160 x i32], [160 x i32]* @s1, i32 0, i32 %532
  %534 = load i32, i32* %533, align 4, !tbaa !7
  %535 = icmp sgt i32 %534, %521
  br i1 %535, label %536, label %555

536:                                              ; preds = %531
  %537 = getelementptr inbounds [160 x i32], [160 x i32]* @s1, i32 0, i32 %524
  store i32 %534, i32* %537, align 4, !tbaa !7
  %538 = icmp slt i32 %523, 12
  br i1 %538, label %555, label %539, !llvm.loop !14

539:                                              ; preds = %536
  %540 = add nsw i32 %523, -12
  %541 = getelementptr inbounds [160 x i32], [160 x i32]* @s1, i32 0, i32 %540
  %542 = load i32, i32* %541, align 4, !tbaa !7
  %543 = icmp sgt i32 %542, %521
  br i1 %543, label %544, label %555

544:                                              ; preds = %539
  %545 = getelementptr inbounds [160 x i32], [160 x i32]* @s1, i32 0, i32 %532
  store i32 %542, i32* %545, align 4, !tbaa !7
  %546 = icmp slt i32 %523, 16
  br i1 %546, label %555, label %547, !llvm.loop !14

547:                                              ; preds = %544
  %548 = add nsw i32 %523, -16
  %549 = getelementptr inbounds [160 x i32], [160 x i32]* @s1, i32 0, i32 %548
  %550 = load i32, i32* %549, align 4, !tbaa !7
  %551 = icmp sgt i32 %550, %521
  br i1 %551, label %552, label %555

552:                                              ; preds = %547
  %553 = getelementptr inbounds [160 x i32], [160 x i32]* @s1, i32 0, i32 %540
  store i32 %550, i32* %553, align 4, !tbaa !7
  %554 = icmp slt i32 %523, 20
  br i1 %554, label %555, label %522, !llvm.loop !14

555:                                              ; preds = %552, %547, %544, %539, %536, %531, %528, %522
  %556 = phi i32 [ %524, %528 ], [ %523, %522 ], [ %524, %531 ], [ %532, %536 ], [ %532, %539 ], [ %540, %544 ], [ %540, %547 ], [ %548, %552 ]
  %557 = getelementptr inbounds [160 x i32], [160 x i32]* @s1, i32 0, i32 %556
  store i32 %521, i32* %557, align 4, !tbaa !7
  %558 = add nuw nsw i32 %441, 3
  %559 = icmp eq i32 %519, 159
  br i1 %559, label %560, label %440, !llvm.loop !15

560:                                              ; preds = %555, %675
  %561 = phi i32 [ %678, %675 ], [ 1, %555 ]
  %562 = getelementptr inbounds [160 x i32], [160 x i32]* @s1, i32 0, i32 %561
  %563 = load i32, i32* %562, align 4, !tbaa !7
  br label %564

564:                                              ; preds = %594, %560
  %565 = phi i32 [ %561, %560 ], [ %590, %594 ]
  %566 = add nsw i32 %565, -1
  %567 = getelementptr inbounds [160 x i32], [160 x i32]* @s1, i32 0, i32 %566
  %568 = load i32, i32* %567, align 4, !tbaa !7
  %569 = icmp sgt i32 %568, %563
  br i1 %569, label %570, label %597

570:                                              ; preds = %564
  %571 = getelementptr inbounds [160 x i32], [160 x i32]* @s1, i32 0, i32 %565
  store i32 %568, i32* %571, align 4, !tbaa !7
  %572 = icmp slt i32 %565, 2
  br i1 %572, label %597, label %573, !llvm.loop !14

573:                                              ; preds = %570
  %574 = add nsw i32 %565, -2
  %575 = getelementptr inbounds [160 x i32], [160 x i32]* @s1, i32 0, i32 %574
  %576 = load i32, i32* %575, align 4, !tbaa !7
  %577 = icmp sgt i32 %576, %563
  br i1 %577, label %578, label %597

578:                                              ; preds = %573
  %579 = getelementptr inbounds [160 x i32], [160 x i32]* @s1, i32 0, i32 %566
  store i32 %576, i32* %579, align 4, !tbaa !7
  %580 = icmp slt i32 %565, 3
  br i1 %580, label %597, label %581, !llvm.loop !14

581:                                              ; preds = %578
  %582 = add nsw i32 %565, -3
  %583 = getelementptr inbounds [160 x i32], [160 x i32]* @s1, i32 0, i32 %582
  %584 = load i32, i32* %583, align 4, !tbaa !7
  %585 = icmp sgt i32 %584, %563
  br i1 %585, label %586, label %597

586:                                              ; preds = %581
  %587 = getelementptr inbounds [160 x i32], [160 x i32]* @s1, i32 0, i32 %574
  store i32 %584, i32* %587, align 4, !tbaa !7
  %588 = icmp slt i32 %565, 4
  br i1 %588, label %597, label %589, !llvm.loop !14

589:                                              ; preds = %586
  %590 = add nsw i32 %565, -4
  %591 = getelementptr inbounds [160 x i32], [160 x i32]* @s1, i32 0, i32 %590
  %592 = load i32, i32* %591, align 4, !tbaa !7
  %593 = icmp sgt i32 %592, %563
  br i1 %593, label %594, label %597

594:                                              ; preds = %589
  %595 = getelementptr inbounds [160 x i32], [160 x i32]* @s1, i32 0, i32 %582
  store i32 %592, i32* %595, align 4, !tbaa !7
  %596 = icmp slt i32 %565, 5
  br i1 %596, label %597, label %564, !llvm.loop !14

597:                                              ; preds = %594, %589, %586, %581, %578, %573, %564, %570
  %598 = phi i32 [ 0, %570 ], [ %565, %564 ], [ %566, %573 ], [ 0, %578 ], [ %574, %581 ], [ 0, %586 ], [ %582, %589 ], [ 0, %594 ]
  %599 = getelementptr inbounds [160 x i32], [160 x i32]* @s1, i32 0, i32 %598
  store i32 %563, i32* %599, align 4, !tbaa !7
  %600 = add nuw nsw i32 %561, 1
  %601 = getelementptr inbounds [160 x i32], [160 x i32]* @s1, i32 0, i32 %600
  %602 = load i32, i32* %601, align 4, !tbaa !7
  br label %603

603:                                              ; preds = %633, %597
  %604 = phi i32 [ %600, %597 ], [ %629, %633 ]
  %605 = add nsw i32 %604, -1
  %606 = getelementptr inbounds [160 x i32], [160 x i32]* @s1, i32 0, i32 %605
  %607 = load i32, i32* %606, align 4, !tbaa !7
  %608 = icmp sgt i32 %607, %602
  br i1 %608, label %609, label %636

609:                                              ; preds = %603
  %610 = getelementptr inbounds [160 x i32], [160 x i32]* @s1, i32 0, i32 %604
  store i32 %607, i32* %610, align 4, !tbaa !7
  %611 = icmp slt i32 %604, 2
  br i1 %611, label %636, label %612, !llvm.loop !14

612:                                              ; preds = %609
  %613 = add nsw i32 %604, -2
  %614 = getelementptr inbounds [160 x i32], [160 x i32]* @s1, i32 0, i32 %613
  %615 = load i32, i32* %614, align 4, !tbaa !7
  %616 = icmp sgt i32 %615, %602
  br i1 %616, label %617, label %636

617:                                              ; preds = %612
  %618 = getelementptr inbounds [160 x i32], [160 x i32]* @s1, i32 0, i32 %605
  store i32 %615, i32* %618, align 4, !tbaa !7
  %619 = icmp slt i32 %604, 3
  br i1 %619, label %636, label %620, !llvm.loop !14

620:                                              ; preds = %617
  %621 = add nsw i32 %604, -3
  %622 = getelementptr inbounds [160 x i32], [160 x i32]* @s1, i32 0, i32 %621
  %623 = load i32, i32* %622, align 4, !tbaa !7
  %624 = icmp sgt i32 %623, %602
  br i1 %624, label %625, label %636

625:                                              ; preds = %620
  %626 = getelementptr inbounds [160 x i32], [160 x i32]* @s1, i32 0, i32 %613
  store i32 %623, i32* %626, align 4, !tbaa !7
  %627 = icmp slt i32 %604, 4
  br i1 %627, label %636, label %628, !llvm.loop !14

628:                                              ; preds = %625
  %629 = add nsw i32 %604, -4
  %630 = getelementptr inbounds [160 x i32], [160 x i32]* @s1, i32 0, i32 %629
  %631 = load i32, i32* %630, align 4, !tbaa !7
  %632 = icmp sgt i32 %631, %602
  br i1 %632, label %633, label %636

633:                                              ; preds = %628
  %634 = getelementptr inbounds [160 x i32], [160 x i32]* @s1, i32 0, i32 %621
  store i32 %631, i32* %634, align 4, !tbaa !7
  %635 = icmp slt i32 %604, 5
  br i1 %635, label %636, label %603, !llvm.loop !14

636:                                              ; preds = %633, %628, %625, %620, %617, %612, %609, %603
  %637 = phi i32 [ 0, %609 ], [ %604, %603 ], [ %605, %612 ], [ 0, %617 ], [ %613, %620 ], [ 0, %625 ], [ %621, %628 ], [ 0, %633 ]
  %638 = getelementptr inbounds [160 x i32], [160 x i32]* @s1, i32 0, i32 %637
  store i32 %602, i32* %638, align 4, !tbaa !7
  %639 = add nuw nsw i32 %561, 2
  %640 = getelementptr inbounds [160 x i32], [160 x i32]* @s1, i32 0, i32 %639
  %641 = load i32, i32* %640, align 4, !tbaa !7
  br label %642

642:                                              ; preds = %672, %636
  %643 = phi i32 [ %639, %636 ], [ %668, %672 ]
  %644 = add nsw i32 %643, -1
  %645 = getelementptr inbounds [160 x i32], [160 x i32]* @s1, i32 0, i32 %644
  %646 = load i32, i32* %645, align 4, !tbaa !7
  %647 = icmp sgt i32 %646, %641
  br i1 %647, label %648, label %675

648:                                              ; preds = %642
  %649 = getelementptr inbounds [160 x i32], [160 x i32]* @s1, i32 0, i32 %643
  store i32 %646, i32* %649, align 4, !tbaa !7
  %650 = icmp slt i32 %643, 2
  br i1 %650, label %675, label %651, !llvm.loop !14

651:                                              ; preds = %648
  %652 = add nsw i32 %643, -2
  %653 = getelementptr inbounds [160 x i32], [160 x i32]* @s1, i32 0, i32 %652
  %654 = load i32, i32* %653, align 4, !tbaa !7
  %655 = icmp sgt i32 %654, %641
  br i1 %655, label %656, label %675

656:                                              ; preds = %651
  %657 = getelementptr inbounds [160 x i32], [160 x i32]* @s1, i32 0, i32 %644
  store i32 %654, i32* %657, align 4, !tbaa !7
  %658 = icmp slt i32 %643, 3
  br i1 %658, label %675, label %659, !llvm.loop !14

659:                                              ; preds = %656
  %660 = add nsw i32 %643, -3
  %661 = getelementptr inbounds [160 x i32], [160 x i32]* @s1, i32 0, i32 %660
  %662 = load i32, i32* %661, align 4, !tbaa !7
  %663 = icmp sgt i32 %662, %641
  br i1 %663, label %664, label %675

664:                                              ; preds = %659
  %665 = getelementptr inbounds [160 x i32], [160 x i32]* @s1, i32 0, i32 %652
  store i32 %662, i32* %665, align 4, !tbaa !7
  %666 = icmp slt i32 %643, 4
  br i1 %666, label %675, label %667, !llvm.loop !14

667:                                              ; preds = %664
  %668 = add nsw i32 %643, -4
  %669 = getelementptr inbounds [160 x i32], [160 x i32]* @s1, i32 0, i32 %668
  %670 = load i32, i32* %669, align 4, !tbaa !7
  %671 = icmp sgt i32 %670, %641
  br i1 %671, label %672, label %675

672:                                              ; preds = %667
  %673 = getelementptr inbounds [160 x i32], [160 x i32]* @s1, i32 0, i32 %660
  store i32 %670, i32* %673, align 4, !tbaa !7
  %674 = icmp slt i32 %643, 5
  br i1 %674, label %675, label %642, !llvm.loop !14

675:                                              ; preds = %672, %667, %664, %659, %656, %651, %648, %642
  %676 = phi i32 [ 0, %648 ], [ %643, %642 ], [ %644, %651 ], [ 0, %656 ], [ %652, %659 ], [ 0, %664 ], [ %660, %667 ], [ 0, %672 ]
  %677 = getelementptr inbounds [160 x i32], [160 x i32]* @s1, i32 0, i32 %676
  store i32 %641, i32* %677, align 4, !tbaa !7
  %678 = add nuw nsw i32 %561, 3
  %679 = icmp eq i32 %639, 159
  br i1 %679, label %764, label %560, !llvm.loop !15

680:                                              ; preds = %206, %760
  %681 = phi i32 [ %763, %760 ], [ 57, %206 ]
  %682 = getelementptr inbounds [160 x i32], [160 x i32]* @s1, i32 0, i32 %681
  %683 = load i32, i32* %682, align 4, !tbaa !7
  %684 = add nsw i32 %681, -57
  %685 = getelementptr inbounds [160 x i32], [160 x i32]* @s1, i32 0, i32 %684
  %686 = load i32, i32* %685, align 4, !tbaa !7
  %687 = icmp sgt i32 %686, %683
  br i1 %687, label %688, label %698

688:                                              ; preds = %680
  %689 = getelementptr inbounds [160 x i32], [160 x i32]* @s1, i32 0, i32 %681
  store i32 %686, i32* %689, align 4, !tbaa !7
  %690 = icmp ult i32 %681, 114
  br i1 %690, label %698, label %691, !llvm.loop !14

691:                                              ; preds = %688
  %692 = add nsw i32 %681, -114
  %693 = getelementptr inbounds [160 x i32], [160 x i32]* @s1, i32 0, i32 %692
  %694 = load i32, i32* %693, align 4, !tbaa !7
  %695 = icmp sgt i32 %694, %683
  br i1 %695, label %696, label %698

696:                                              ; preds = %691
  %697 = getelementptr inbounds [160 x i32], [160 x i32]* @s1, i32 0, i32 %684
  store i32 %694, i32* %697, align 4, !tbaa !7
  br label %698

698:                                              ; preds = %696, %691, %688, %680
  %699 = phi i32 [ %684, %688 ], [ %681, %680 ], [ %684, %691 ], [ %692, %696 ]
  %700 = getelementptr inbounds [160 x i32], [160 x i32]* @s1, i32 0, i32 %699
  store i32 %683, i32* %700, align 4, !tbaa !7
  %701 = add nuw nsw i32 %681, 1
  %702 = getelementptr inbounds [160 x i32], [160 x i32]* @s1, i32 0, i32 %701
  %703 = load i32, i32* %702, align 4, !tbaa !7
  %704 = add nsw i32 %681, -56
  %705 = getelementptr inbounds [160 x i32], [160 x i32]* @s1, i32 0, i32 %704
  %706 = load i32, i32* %705, align 4, !tbaa !7
  %707 = icmp sgt i32 %706, %703
  br i1 %707, label %708, label %718

708:                                              ; preds = %698
  %709 = getelementptr inbounds [160 x i32], [160 x i32]* @s1, i32 0, i32 %701
  store i32 %706, i32* %709, align 4, !tbaa !7
  %710 = icmp ult i32 %681, 113
  br i1 %710, label %718, label %711, !llvm.loop !14

711:                                              ; preds = %708
  %712 = add nsw i32 %681, -113
  %713 = getelementptr inbounds [160 x i32], [160 x i32]* @s1, i32 0, i32 %712
  %714 = load i32, i32* %713, align 4, !tbaa !7
  %715 = icmp sgt i32 %714, %703
  br i1 %715, label %716, label %718

716:                                              ; preds = %711
  %717 = getelementptr inbounds [160 x i32], [160 x i32]* @s1, i32 0, i32 %704
  store i32 %714, i32* %717, align 4, !tbaa !7
  br label %718

718:                                              ; preds = %716, %711, %708, %698
  %719 = phi i32 [ %704, %708 ], [ %701, %698 ], [ %704, %711 ], [ %712, %716 ]
  %720 = getelementptr inbounds [160 x i32], [160 x i32]* @s1, i32 0, i32 %719
  store i32 %703, i32* %720, align 4, !tbaa !7
  %721 = add nuw nsw i32 %681, 2
  %722 = getelementptr inbounds [160 x i32], [160 x i32]* @s1, i32 0, i32 %721
  %723 = load i32, i32* %722, align 4, !tbaa !7
  %724 = add nsw i32 %681, -55
  %725 = getelementptr inbounds [160 x i32], [160 x i32]* @s1, i32 0, i32 %724
  %726 = load i32, i32* %725, align 4, !tbaa !7
  %727 = icmp sgt i32 %726, %723
  br i1 %727, label %728, label %738

728:                                              ; preds = %718
  %729 = getelementptr inbounds [160 x i32], [160 x i32]* @s1, i32 0, i32 %721
  store i32 %726, i32* %729, align 4, !tbaa !7
  %730 = icmp ult i32 %681, 112
  br i1 %730, label %738, label %731, !llvm.loop !14

731:                                              ; preds = %728
  %732 = add nsw i32 %681, -112
  %733 = getelementptr inbounds [160 x i32], [160 x i32]* @s1, i32 0, i32 %732
  %734 = load i32, i32* %733, align 4, !tbaa !7
  %735 = icmp sgt i32 %734, %723
  br i1 %735, label %736, label %738

736:                                              ; preds = %731
  %737 = getelementptr inbounds [160 x i32], [160 x i32]* @s1, i32 0, i32 %724
  store i32 %734, i32* %737, align 4, !tbaa !7
  br label %738

738:                                              ; preds = %736, %731, %728, %718
  %739 = phi i32 [ %724, %728 ], [ %721, %718 ], [ %724, %731 ], [ %732, %736 ]
  %740 = getelementptr inbounds [160 x i32], [160 x i32]* @s1, i32 0, i32 %739
  store i32 %723, i32* %740, align 4, !tbaa !7
  %741 = add nuw nsw i32 %681, 3
  %742 = icmp eq i32 %721, 159
  br i1 %742, label %212, label %743, !llvm.loop !15

743:                                              ; preds = %738
  %744 = getelementptr inbounds [160 x i32], [160 x i32]* @s1, i32 0, i32 %741
  %745 = load i32, i32* %744, align 4, !tbaa !7
  %746 = add nsw i32 %681, -54
  %747 = getelementptr inbounds [160 x i32], [160 x i32]* @s1, i32 0, i32 %746
  %748 = load i32, i32* %747, align 4, !tbaa !7
  %749 = icmp sgt i32 %748, %745
  br i1 %749, label %750, label %760

750:                                              ; preds = %743
  %751 = getelementptr inbounds [160 x i32], [160 x i32]* @s1, i32 0, i32 %741
  store i32 %748, i32* %751, align 4, !tbaa !7
  %752 = icmp ult i32 %681, 111
  br i1 %752, label %760, label %753, !llvm.loop !14

753:                                              ; preds = %750
  %754 = add nsw i32 %681, -111
  %755 = getelementptr inbounds [160 x i32], [160 x i32]* @s1, i32 0, i32 %754
  %756 = load i32, i32* %755, align 4, !tbaa !7
  %757 = icmp sgt i32 %756, %745
  br i1 %757, label %758, label %760

758:                                              ; preds = %753
  %759 = getelementptr inbounds [160 x i32], [160 x i32]* @s1, i32 0, i32 %746
  store i32 %756, i32* %759, align 4, !tbaa !7
  br label %760

760:                                              ; preds = %758, %753, %750, %743
  %761 = phi i32 [ %746, %750 ], [ %741, %743 ], [ %746, %753 ], [ %754, %758 ]
  %762 = getelementptr inbounds [160 x i32], [160 x i32]* @s1, i32 0, i32 %761
  store i32 %745, i32* %762, align 4, !tbaa !7
  %763 = add nuw nsw i32 %681, 4
  br label %680

764:                                              ; preds = %675, %770
  %765 = phi i32 [ %766, %770 ], [ 1, %675 ]
  %766 = shl nuw nsw i32 %765, 1
  br label %773

767:                                              ; preds = %875, %903, %846
  %768 = add nuw nsw i32 %775, %766
  %769 = add nuw nsw i32 %774, %766
  br i1 %785, label %773, label %770, !llvm.loop !16

770:                                              ; preds = %767
  %771 = tail call i8* @memcpy(i8* noundef bitcast ([160 x i32]* @m1 to i8*), i8* noundef bitcast ([160 x i32]* @tmp to i8*), i32 noundef 640) #3
  %772 = icmp ult i32 %765, 80
  br i1 %772, label %764, label %927, !llvm.loop !17

773:                                              ; preds = %767, %764
  %774 = phi i32 [ %766, %764 ], [ %769, %767 ]
  %775 = phi i32 [ %765, %764 ], [ %768, %767 ]
  %776 = phi i32 [ 0, %764 ], [ %784, %767 ]
  %777 = call i32 @llvm.smin.i32(i32 %774, i32 160)
  %778 = call i32 @llvm.smin.i32(i32 %775, i32 160)
  %779 = tail call i32 @llvm.smin.i32(i32 %774, i32 160) #4
  %780 = tail call i32 @llvm.smin.i32(i32 %775, i32 160) #4
  %781 = add nuw nsw i32 %776, %765
  %782 = icmp ult i32 %781, 160
  %783 = select i1 %782, i32 %781, i32 160
  %784 = add nuw nsw i32 %776, %766
  %785 = icmp ult i32 %784, 160
  %786 = select i1 %785, i32 %784, i32 160
  %787 = icmp ult i32 %776, %783
  %788 = icmp ult i32 %783, %786
  %789 = select i1 %787, i1 %788, i1 false
  br i1 %789, label %826, label %790

790:                                              ; preds = %826, %773
  %791 = phi i32 [ %776, %773 ], [ %837, %826 ]
  %792 = phi i32 [ %783, %773 ], [ %839, %826 ]
  %793 = phi i32 [ %776, %773 ], [ %841, %826 ]
  %794 = icmp slt i32 %791, %783
  br i1 %794, label %795, label %846

795:                                              ; preds = %790
  %796 = sub i32 %778, %791
  %797 = xor i32 %791, -1
  %798 = add i32 %778, %797
  %799 = and i32 %796, 3
  %800 = icmp eq i32 %799, 0
  br i1 %800, label %821, label %801

801:                                              ; preds = %795
  %802 = add nsw i32 %791, 1
  %803 = getelementptr inbounds [160 x i32], [160 x i32]* @m1, i32 0, i32 %791
  %804 = load i32, i32* %803, align 4, !tbaa !7
  %805 = add nsw i32 %793, 1
  %806 = getelementptr inbounds [160 x i32], [160 x i32]* @tmp, i32 0, i32 %793
  store i32 %804, i32* %806, align 4, !tbaa !7
  %807 = icmp eq i32 %799, 1
  br i1 %807, label %821, label %808

808:                                              ; preds = %801
  %809 = add nsw i32 %791, 2
  %810 = getelementptr inbounds [160 x i32], [160 x i32]* @m1, i32 0, i32 %802
  %811 = load i32, i32* %810, align 4, !tbaa !7
  %812 = add nsw i32 %793, 2
  %813 = getelementptr inbounds [160 x i32], [160 x i32]* @tmp, i32 0, i32 %805
  store i32 %811, i32* %813, align 4, !tbaa !7
  %814 = icmp eq i32 %799, 2
  br i1 %814, label %821, label %815

815:                                              ; preds = %808
  %816 = add nsw i32 %791, 3
  %817 = getelementptr inbounds [160 x i32], [160 x i32]* @m1, i32 0, i32 %809
  %818 = load i32, i32* %817, align 4, !tbaa !7
  %819 = add nsw i32 %793, 3
  %820 = getelementptr inbounds [160 x i32], [160 x i32]* @tmp, i32 0, i32 %812
  store i32 %818, i32* %820, align 4, !tbaa !7
  br label %821

821:                                              ; preds = %801, %808, %815, %795
  %822 = phi i32 [ undef, %795 ], [ %805, %801 ], [ %812, %808 ], [ %819, %815 ]
  %823 = phi i32 [ %793, %795 ], [ %805, %801 ], [ %812, %808 ], [ %819, %815 ]
  %824 = phi i32 [ %791, %795 ], [ %802, %801 ], [ %809, %808 ], [ %816, %815 ]
  %825 = icmp ult i32 %798, 3
  br i1 %825, label %846, label %879

826:                                              ; preds = %773, %826
  %827 = phi i32 [ %841, %826 ], [ %776, %773 ]
  %828 = phi i32 [ %839, %826 ], [ %783, %773 ]
  %829 = phi i32 [ %837, %826 ], [ %776, %773 ]
  %830 = getelementptr inbounds [160 x i32], [160 x i32]* @m1, i32 0, i32 %829
  %831 = load i32, i32* %830, align 4, !tbaa !7
  %832 = getelementptr inbounds [160 x i32], [160 x i32]* @m1, i32 0, i32 %828
  %833 = load i32, i32* %832, align 4, !tbaa !7
  %834 = icmp sgt i32 %831, %833
  %835 = xor i1 %834, true
  %836 = zext i1 %835 to i32
  %837 = add nsw i32 %829, %836
  %838 = zext i1 %834 to i32
  %839 = add nuw nsw i32 %828, %838
  %840 = select i1 %834, i32 %833, i32 %831
  %841 = add nuw nsw i32 %827, 1
  %842 = getelementptr inbounds [160 x i32], [160 x i32]* @tmp, i32 0, i32 %827
  store i32 %840, i32* %842, align 4, !tbaa !7
  %843 = icmp slt i32 %837, %783
  %844 = icmp slt i32 %839, %786
  %845 = select i1 %843, i1 %844, i1 false
  br i1 %845, label %826, label %790, !llvm.loop !18

846:                                              ; preds = %821, %879, %790
  %847 = phi i32 [ %793, %790 ], [ %822, %821 ], [ %900, %879 ]
  %848 = icmp slt i32 %792, %786
  br i1 %848, label %849, label %767

849:                                              ; preds = %846
  %850 = sub i32 %777, %792
  %851 = xor i32 %792, -1
  %852 = add i32 %777, %851
  %853 = and i32 %850, 3
  %854 = icmp eq i32 %853, 0
  br i1 %854, label %875, label %855

855:                                              ; preds = %849
  %856 = add nsw i32 %792, 1
  %857 = getelementptr inbounds [160 x i32], [160 x i32]* @m1, i32 0, i32 %792
  %858 = load i32, i32* %857, align 4, !tbaa !7
  %859 = add nsw i32 %847, 1
  %860 = getelementptr inbounds [160 x i32], [160 x i32]* @tmp, i32 0, i32 %847
  store i32 %858, i32* %860, align 4, !tbaa !7
  %861 = icmp eq i32 %853, 1
  br i1 %861, label %875, label %862

862:                                              ; preds = %855
  %863 = add nsw i32 %792, 2
  %864 = getelementptr inbounds [160 x i32], [160 x i32]* @m1, i32 0, i32 %856
  %865 = load i32, i32* %864, align 4, !tbaa !7
  %866 = add nsw i32 %847, 2
  %867 = getelementptr inbounds [160 x i32], [160 x i32]* @tmp, i32 0, i32 %859
  store i32 %865, i32* %867, align 4, !tbaa !7
  %868 = icmp eq i32 %853, 2
  br i1 %868, label %875, label %869

869:                                              ; preds = %862
  %870 = add nsw i32 %792, 3
  %871 = getelementptr inbounds [160 x i32], [160 x i32]* @m1, i32 0, i32 %863
  %872 = load i32, i32* %871, align 4, !tbaa !7
  %873 = add nsw i32 %847, 3
  %874 = getelementptr inbounds [160 x i32], [160 x i32]* @tmp, i32 0, i32 %866
  store i32 %872, i32* %874, align 4, !tbaa !7
  br label %875

875:                                              ; preds = %855, %862, %869, %849
  %876 = phi i32 [ %847, %849 ], [ %859, %855 ], [ %866, %862 ], [ %873, %869 ]
  %877 = phi i32 [ %792, %849 ], [ %856, %855 ], [ %863, %862 ], [ %870, %869 ]
  %878 = icmp ult i32 %852, 3
  br i1 %878, label %767, label %903

879:                                              ; preds = %821, %879
  %880 = phi i32 [ %900, %879 ], [ %823, %821 ]
  %881 = phi i32 [ %897, %879 ], [ %824, %821 ]
  %882 = add nsw i32 %881, 1
  %883 = getelementptr inbounds [160 x i32], [160 x i32]* @m1, i32 0, i32 %881
  %884 = load i32, i32* %883, align 4, !tbaa !7
  %885 = add nsw i32 %880, 1
  %886 = getelementptr inbounds [160 x i32], [160 x i32]* @tmp, i32 0, i32 %880
  store i32 %884, i32* %886, align 4, !tbaa !7
  %887 = add nsw i32 %881, 2
  %888 = getelementptr inbounds [160 x i32], [160 x i32]* @m1, i32 0, i32 %882
  %889 = load i32, i32* %888, align 4, !tbaa !7
  %890 = add nsw i32 %880, 2
  %891 = getelementptr inbounds [160 x i32], [160 x i32]* @tmp, i32 0, i32 %885
  store i32 %889, i32* %891, align 4, !tbaa !7
  %892 = add nsw i32 %881, 3
  %893 = getelementptr inbounds [160 x i32], [160 x i32]* @m1, i32 0, i32 %887
  %894 = load i32, i32* %893, align 4, !tbaa !7
  %895 = add nsw i32 %880, 3
  %896 = getelementptr inbounds [160 x i32], [160 x i32]* @tmp, i32 0, i32 %890
  store i32 %894, i32* %896, align 4, !tbaa !7
  %897 = add nsw i32 %881, 4
  %898 = getelementptr inbounds [160 x i32], [160 x i32]* @m1, i32 0, i32 %892
  %899 = load i32, i32* %898, align 4, !tbaa !7
  %900 = add nsw i32 %880, 4
  %901 = getelementptr inbounds [160 x i32], [160 x i32]* @tmp, i32 0, i32 %895
  store i32 %899, i32* %901, align 4, !tbaa !7
  %902 = icmp eq i32 %897, %780
  br i1 %902, label %846, label %879, !llvm.loop !19

903:                                              ; preds = %875, %903
  %904 = phi i32 [ %924, %903 ], [ %876, %875 ]
  %905 = phi i32 [ %921, %903 ], [ %877, %875 ]
  %906 = add nsw i32 %905, 1
  %907 = getelementptr inbounds [160 x i32], [160 x i32]* @m1, i32 0, i32 %905
  %908 = load i32, i32* %907, align 4, !tbaa !7
  %909 = add nsw i32 %904, 1
  %910 = getelementptr inbounds [160 x i32], [160 x i32]* @tmp, i32 0, i32 %904
  store i32 %908, i32* %910, align 4, !tbaa !7
  %911 = add nsw i32 %905, 2
  %912 = getelementptr inbounds [160 x i32], [160 x i32]* @m1, i32 0, i32 %906
  %913 = load i32, i32* %912, align 4, !tbaa !7
  %914 = add nsw i32 %904, 2
  %915 = getelementptr inbounds [160 x i32], [160 x i32]* @tmp, i32 0, i32 %909
  store i32 %913, i32* %915, align 4, !tbaa !7
  %916 = add nsw i32 %905, 3
  %917 = getelementptr inbounds [160 x i32], [160 x i32]* @m1, i32 0, i32 %911
  %918 = load i32, i32* %917, align 4, !tbaa !7
  %919 = add nsw i32 %904, 3
  %920 = getelementptr inbounds [160 x i32], [160 x i32]* @tmp, i32 0, i32 %914
  store i32 %918, i32* %920, align 4, !tbaa !7
  %921 = add nsw i32 %905, 4
  %922 = getelementptr inbounds [160 x i32], [160 x i32]* @m1, i32 0, i32 %916
  %923 = load i32, i32* %922, align 4, !tbaa !7
  %924 = add nsw i32 %904, 4
  %925 = getelementptr inbounds [160 x i32], [160 x i32]* @tmp, i32 0, i32 %919
  store i32 %923, i32* %925, align 4, !tbaa !7
  %926 = icmp eq i32 %921, %779
  br i1 %926, label %767, label %903, !llvm.loop !20

927:                                              ; preds = %770
  %928 = tail call i32 @memcmp(i8* noundef bitcast ([160 x i32]* @h1 to i8*), i8* noundef bitcast ([160 x i32]* @s1 to i8*), i32 noundef 640) #3
  %929 = icmp eq i32 %928, 0
  br i1 %929, label %1029, label %1032

930:                                              ; preds = %1021, %0
  %931 = phi i32 [ 0, %0 ], [ %1027, %1021 ]
  %932 = phi i32 [ 2024, %0 ], [ %1010, %1021 ]
  %933 = mul i32 %932, 1664525
  %934 = add i32 %933, 1013904223
  %935 = lshr i32 %934, 8
  %936 = add nsw i32 %935, -8388608
  %937 = getelementptr inbounds [160 x i32], [160 x i32]* @orig, i32 0, i32 %931
  store i32 %936, i32* %937, align 4, !tbaa !7
  %938 = trunc i32 %931 to i8
  %939 = urem i8 %938, 9
  %940 = icmp eq i8 %939, 3
  br i1 %940, label %941, label %945

941:                                              ; preds = %930
  %942 = lshr i32 %931, 1
  %943 = getelementptr inbounds [160 x i32], [160 x i32]* @orig, i32 0, i32 %942
  %944 = load i32, i32* %943, align 4, !tbaa !7
  store i32 %944, i32* %937, align 4, !tbaa !7
  br label %945

945:                                              ; preds = %941, %930
  %946 = lshr i32 %934, 27
  %947 = trunc i32 %946 to i8
  %948 = getelementptr inbounds [160 x %struct.rec], [160 x %struct.rec]* @recs, i32 0, i32 %931, i32 0
  store i8 %947, i8* %948, align 2, !tbaa !21
  %949 = trunc i32 %931 to i16
  %950 = getelementptr inbounds [160 x %struct.rec], [160 x %struct.rec]* @recs, i32 0, i32 %931, i32 1
  store i16 %949, i16* %950, align 2, !tbaa !24
  %951 = add nuw nsw i32 %931, 1
  %952 = mul i32 %934, 1664525
  %953 = add i32 %952, 1013904223
  %954 = lshr i32 %953, 8
  %955 = add nsw i32 %954, -8388608
  %956 = getelementptr inbounds [160 x i32], [160 x i32]* @orig, i32 0, i32 %951
  store i32 %955, i32* %956, align 4, !tbaa !7
  %957 = trunc i32 %951 to i8
  %958 = urem i8 %957, 9
  %959 = icmp eq i8 %958, 3
  br i1 %959, label %960, label %964

960:                                              ; preds = %945
  %961 = lshr i32 %951, 1
  %962 = getelementptr inbounds [160 x i32], [160 x i32]* @orig, i32 0, i32 %961
  %963 = load i32, i32* %962, align 4, !tbaa !7
  store i32 %963, i32* %956, align 4, !tbaa !7
  br label %964

964:                                              ; preds = %960, %945
  %965 = lshr i32 %953, 27
  %966 = trunc i32 %965 to i8
  %967 = getelementptr inbounds [160 x %struct.rec], [160 x %struct.rec]* @recs, i32 0, i32 %951, i32 0
  store i8 %966, i8* %967, align 2, !tbaa !21
  %968 = trunc i32 %951 to i16
  %969 = getelementptr inbounds [160 x %struct.rec], [160 x %struct.rec]* @recs, i32 0, i32 %951, i32 1
  store i16 %968, i16* %969, align 2, !tbaa !24
  %970 = add nuw nsw i32 %931, 2
  %971 = mul i32 %953, 1664525
  %972 = add i32 %971, 1013904223
  %973 = lshr i32 %972, 8
  %974 = add nsw i32 %973, -8388608
  %975 = getelementptr inbounds [160 x i32], [160 x i32]* @orig, i32 0, i32 %970
  store i32 %974, i32* %975, align 4, !tbaa !7
  %976 = trunc i32 %970 to i8
  %977 = urem i8 %976, 9
  %978 = icmp eq i8 %977, 3
  br i1 %978, label %979, label %983

979:                                              ; preds = %964
  %980 = lshr i32 %970, 1
  %981 = getelementptr inbounds [160 x i32], [160 x i32]* @orig, i32 0, i32 %980
  %982 = load i32, i32* %981, align 4, !tbaa !7
  store i32 %982, i32* %975, align 4, !tbaa !7
  br label %983

983:                                              ; preds = %979, %964
  %984 = lshr i32 %972, 27
  %985 = trunc i32 %984 to i8
  %986 = getelementptr inbounds [160 x %struct.rec], [160 x %struct.rec]* @recs, i32 0, i32 %970, i32 0
  store i8 %985, i8* %986, align 2, !tbaa !21
  %987 = trunc i32 %970 to i16
  %988 = getelementptr inbounds [160 x %struct.rec], [160 x %struct.rec]* @recs, i32 0, i32 %970, i32 1
  store i16 %987, i16* %988, align 2, !tbaa !24
  %989 = add nuw nsw i32 %931, 3
  %990 = mul i32 %972, 1664525
  %991 = add i32 %990, 1013904223
  %992 = lshr i32 %991, 8
  %993 = add nsw i32 %992, -8388608
  %994 = getelementptr inbounds [160 x i32], [160 x i32]* @orig, i32 0, i32 %989
  store i32 %993, i32* %994, align 4, !tbaa !7
  %995 = trunc i32 %989 to i8
  %996 = urem i8 %995, 9
  %997 = icmp eq i8 %996, 3
  br i1 %997, label %998, label %1002

998:                                              ; preds = %983
  %999 = lshr i32 %989, 1
  %1000 = getelementptr inbounds [160 x i32], [160 x i32]* @orig, i32 0, i32 %999
  %1001 = load i32, i32* %1000, align 4, !tbaa !7
  store i32 %1001, i32* %994, align 4, !tbaa !7
  br label %1002

1002:                                             ; preds = %998, %983
  %1003 = lshr i32 %991, 27
  %1004 = trunc i32 %1003 to i8
  %1005 = getelementptr inbounds [160 x %struct.rec], [160 x %struct.rec]* @recs, i32 0, i32 %989, i32 0
  store i8 %1004, i8* %1005, align 2, !tbaa !21
  %1006 = trunc i32 %989 to i16
  %1007 = getelementptr inbounds [160 x %struct.rec], [160 x %struct.rec]* @recs, i32 0, i32 %989, i32 1
  store i16 %1006, i16* %1007, align 2, !tbaa !24
  %1008 = add nuw nsw i32 %931, 4
  %1009 = mul i32 %991, 1664525
  %1010 = add i32 %1009, 1013904223
  %1011 = lshr i32 %1010, 8
  %1012 = add nsw i32 %1011, -8388608
  %1013 = getelementptr inbounds [160 x i32], [160 x i32]* @orig, i32 0, i32 %1008
  store i32 %1012, i32* %1013, align 4, !tbaa !7
  %1014 = trunc i32 %1008 to i8
  %1015 = urem i8 %1014, 9
  %1016 = icmp eq i8 %1015, 3
  br i1 %1016, label %1017, label %1021

1017:                                             ; preds = %1002
  %1018 = lshr i32 %1008, 1
  %1019 = getelementptr inbounds [160 x i32], [160 x i32]* @orig, i32 0, i32 %1018
  %1020 = load i32, i32* %1019, align 4, !tbaa !7
  store i32 %1020, i32* %1013, align 4, !tbaa !7
  br label %1021

1021:                                             ; preds = %1017, %1002
  %1022 = lshr i32 %1010, 27
  %1023 = trunc i32 %1022 to i8
  %1024 = getelementptr inbounds [160 x %struct.rec], [160 x %struct.rec]* @recs, i32 0, i32 %1008, i32 0
  store i8 %1023, i8* %1024, align 2, !tbaa !21
  %1025 = trunc i32 %1008 to i16
  %1026 = getelementptr inbounds [160 x %struct.rec], [160 x %struct.rec]* @recs, i32 0, i32 %1008, i32 1
  store i16 %1025, i16* %1026, align 2, !tbaa !24
  %1027 = add nuw nsw i32 %931, 5
  %1028 = icmp eq i32 %1027, 160
  br i1 %1028, label %1, label %930, !llvm.loop !25

1029:                                             ; preds = %927
  %1030 = tail call i32 @memcmp(i8* noundef bitcast ([160 x i32]* @h1 to i8*), i8* noundef bitcast ([160 x i32]* @m1 to i8*), i32 noundef 640) #3
  %1031 = icmp eq i32 %1030, 0
  br i1 %1031, label %1033, label %1032

1032:                                             ; preds = %1029, %927
  tail call void @abort() #3
  br label %1033

1033:                                             ; preds = %1032, %1029
  br label %1034

1034:                                             ; preds = %1039, %1033
  %1035 = phi i32 [ 0, %1033 ], [ %1045, %1039 ]
  %1036 = getelementptr inbounds [257 x i32], [257 x i32]* @counting_sort.count, i32 0, i32 %1035
  store i32 0, i32* %1036, align 4, !tbaa !7
  %1037 = or i32 %1035, 1
  %1038 = icmp eq i32 %1037, 257
  br i1 %1038, label %1046, label %1039, !llvm.loop !26

1039:                                             ; preds = %1034
  %1040 = getelementptr inbounds [257 x i32], [257 x i32]* @counting_sort.count, i32 0, i32 %1037
  store i32 0, i32* %1040, align 4, !tbaa !7
  %1041 = or i32 %1035, 2
  %1042 = getelementptr inbounds [257 x i32], [257 x i32]* @counting_sort.count, i32 0, i32 %1041
  store i32 0, i32* %1042, align 4, !tbaa !7
  %1043 = or i32 %1035, 3
  %1044 = getelementptr inbounds [257 x i32], [257 x i32]* @counting_sort.count, i32 0, i32 %1043
  store i32 0, i32* %1044, align 4, !tbaa !7
  %1045 = add nuw nsw i32 %1035, 4
  br label %1034

1046:                                             ; preds = %1034, %1046
  %1047 = phi i32 [ %1175, %1046 ], [ 0, %1034 ]
  %1048 = getelementptr inbounds [160 x %struct.rec], [160 x %struct.rec]* @recs, i32 0, i32 %1047, i32 0
  %1049 = load i8, i8* %1048, align 2, !tbaa !21
  %1050 = zext i8 %1049 to i32
  %1051 = add nuw nsw i32 %1050, 1
  %1052 = getelementptr inbounds [257 x i32], [257 x i32]* @counting_sort.count, i32 0, i32 %1051
  %1053 = load i32, i32* %1052, align 4, !tbaa !7
  %1054 = add nsw i32 %1053, 1
  store i32 %1054, i32* %1052, align 4, !tbaa !7
  %1055 = or i32 %1047, 1
  %1056 = getelementptr inbounds [160 x %struct.rec], [160 x %struct.rec]* @recs, i32 0, i32 %1055, i32 0
  %1057 = load i8, i8* %1056, align 2, !tbaa !21
  %1058 = zext i8 %1057 to i32
  %1059 = add nuw nsw i32 %1058, 1
  %1060 = getelementptr inbounds [257 x i32], [257 x i32]* @counting_sort.count, i32 0, i32 %1059
  %1061 = load i32, i32* %1060, align 4, !tbaa !7
  %1062 = add nsw i32 %1061, 1
  store i32 %1062, i32* %1060, align 4, !tbaa !7
  %1063 = or i32 %1047, 2
  %1064 = getelementptr inbounds [160 x %struct.rec], [160 x %struct.rec]* @recs, i32 0, i32 %1063, i32 0
  %1065 = load i8, i8* %1064, align 2, !tbaa !21
  %1066 = zext i8 %1065 to i32
  %1067 = add nuw nsw i32 %1066, 1
  %1068 = getelementptr inbounds [257 x i32], [257 x i32]* @counting_sort.count, i32 0, i32 %1067
  %1069 = load i32, i32* %1068, align 4, !tbaa !7
  %1070 = add nsw i32 %1069, 1
  store i32 %1070, i32* %1068, align 4, !tbaa !7
  %1071 = or i32 %1047, 3
  %1072 = getelementptr inbounds [160 x %struct.rec], [160 x %struct.rec]* @recs, i32 0, i32 %1071, i32 0
  %1073 = load i8, i8* %1072, align 2, !tbaa !21
  %1074 = zext i8 %1073 to i32
  %1075 = add nuw nsw i32 %1074, 1
  %1076 = getelementptr inbounds [257 x i32], [257 x i32]* @counting_sort.count, i32 0, i32 %1075
  %1077 = load i32, i32* %1076, align 4, !tbaa !7
  %1078 = add nsw i32 %1077, 1
  store i32 %1078, i32* %1076, align 4, !tbaa !7
  %1079 = or i32 %1047, 4
  %1080 = getelementptr inbounds [160 x %struct.rec], [160 x %struct.rec]* @recs, i32 0, i32 %1079, i32 0
  %1081 = load i8, i8* %1080, align 2, !tbaa !21
  %1082 = zext i8 %1081 to i32
  %1083 = add nuw nsw i32 %1082, 1
  %1084 = getelementptr inbounds [257 x i32], [257 x i32]* @counting_sort.count, i32 0, i32 %1083
  %1085 = load i32, i32* %1084, align 4, !tbaa !7
  %1086 = add nsw i32 %1085, 1
  store i32 %1086, i32* %1084, align 4, !tbaa !7
  %1087 = or i32 %1047, 5
  %1088 = getelementptr inbounds [160 x %struct.rec], [160 x %struct.rec]* @recs, i32 0, i32 %1087, i32 0
  %1089 = load i8, i8* %1088, align 2, !tbaa !21
  %1090 = zext i8 %1089 to i32
  %1091 = add nuw nsw i32 %1090, 1
  %1092 = getelementptr inbounds [257 x i32], [257 x i32]* @counting_sort.count, i32 0, i32 %1091
  %1093 = load i32, i32* %1092, align 4, !tbaa !7
  %1094 = add nsw i32 %1093, 1
  store i32 %1094, i32* %1092, align 4, !tbaa !7
  %1095 = or i32 %1047, 6
  %1096 = getelementptr inbounds [160 x %struct.rec], [160 x %struct.rec]* @recs, i32 0, i32 %1095, i32 0
  %1097 = load i8, i8* %1096, align 2, !tbaa !21
  %1098 = zext i8 %1097 to i32
  %1099 = add nuw nsw i32 %1098, 1
  %1100 = getelementptr inbounds [257 x i32], [257 x i32]* @counting_sort.count, i32 0, i32 %1099
  %1101 = load i32, i32* %1100, align 4, !tbaa !7
  %1102 = add nsw i32 %1101, 1
  store i32 %1102, i32* %1100, align 4, !tbaa !7
  %1103 = or i32 %1047, 7
  %1104 = getelementptr inbounds [160 x %struct.rec], [160 x %struct.rec]* @recs, i32 0, i32 %1103, i32 0
  %1105 = load i8, i8* %1104, align 2, !tbaa !21
  %1106 = zext i8 %1105 to i32
  %1107 = add nuw nsw i32 %1106, 1
  %1108 = getelementptr inbounds [257 x i32], [257 x i32]* @counting_sort.count, i32 0, i32 %1107
  %1109 = load i32, i32* %1108, align 4, !tbaa !7
  %1110 = add nsw i32 %1109, 1
  store i32 %1110, i32* %1108, align 4, !tbaa !7
  %1111 = or i32 %1047, 8
  %1112 = getelementptr inbounds [160 x %struct.rec], [160 x %struct.rec]* @recs, i32 0, i32 %1111, i32 0
  %1113 = load i8, i8* %1112, align 2, !tbaa !21
  %1114 = zext i8 %1113 to i32
  %1115 = add nuw nsw i32 %1114, 1
  %1116 = getelementptr inbounds [257 x i32], [257 x i32]* @counting_sort.count, i32 0, i32 %1115
  %1117 = load i32, i32* %1116, align 4, !tbaa !7
  %1118 = add nsw i32 %1117, 1
  store i32 %1118, i32* %1116, align 4, !tbaa !7
  %1119 = or i32 %1047, 9
  %1120 = getelementptr inbounds [160 x %struct.rec], [160 x %struct.rec]* @recs, i32 0, i32 %1119, i32 0
  %1121 = load i8, i8* %1120, align 2, !tbaa !21
  %1122 = zext i8 %1121 to i32
  %1123 = add nuw nsw i32 %1122, 1
  %1124 = getelementptr inbounds [257 x i32], [257 x i32]* @counting_sort.count, i32 0, i32 %1123
  %1125 = load i32, i32* %1124, align 4, !tbaa !7
  %1126 = add nsw i32 %1125, 1
  store i32 %1126, i32* %1124, align 4, !tbaa !7
  %1127 = or i32 %1047, 10
  %1128 = getelementptr inbounds [160 x %struct.rec], [160 x %struct.rec]* @recs, i32 0, i32 %1127, i32 0
  %1129 = load i8, i8* %1128, align 2, !tbaa !21
  %1130 = zext i8 %1129 to i32
  %1131 = add nuw nsw i32 %1130, 1
  %1132 = getelementptr inbounds [257 x i32], [257 x i32]* @counting_sort.count, i32 0, i32 %1131
  %1133 = load i32, i32* %1132, align 4, !tbaa !7
  %1134 = add nsw i32 %1133, 1
  store i32 %1134, i32* %1132, align 4, !tbaa !7
  %1135 = or i32 %1047, 11
  %1136 = getelementptr inbounds [160 x %struct.rec], [160 x %struct.rec]* @recs, i32 0, i32 %1135, i32 0
  %1137 = load i8, i8* %1136, align 2, !tbaa !21
  %1138 = zext i8 %1137 to i32
  %1139 = add nuw nsw i32 %1138, 1
  %1140 = getelementptr inbounds [257 x i32], [257 x i32]* @counting_sort.count, i32 0, i32 %1139
  %1141 = load i32, i32* %1140, align 4, !tbaa !7
  %1142 = add nsw i32 %1141, 1
  store i32 %1142, i32* %1140, align 4, !tbaa !7
  %1143 = or i32 %1047, 12
  %1144 = getelementptr inbounds [160 x %struct.rec], [160 x %struct.rec]* @recs, i32 0, i32 %1143, i32 0
  %1145 = load i8, i8* %1144, align 2, !tbaa !21
  %1146 = zext i8 %1145 to i32
  %1147 = add nuw nsw i32 %1146, 1
  %1148 = getelementptr inbounds [257 x i32], [257 x i32]* @counting_sort.count, i32 0, i32 %1147
  %1149 = load i32, i32* %1148, align 4, !tbaa !7
  %1150 = add nsw i32 %1149, 1
  store i32 %1150, i32* %1148, align 4, !tbaa !7
  %1151 = or i32 %1047, 13
  %1152 = getelementptr inbounds [160 x %struct.rec], [160 x %struct.rec]* @recs, i32 0, i32 %1151, i32 0
  %1153 = load i8, i8* %1152, align 2, !tbaa !21
  %1154 = zext i8 %1153 to i32
  %1155 = add nuw nsw i32 %1154, 1
  %1156 = getelementptr inbounds [257 x i32], [257 x i32]* @counting_sort.count, i32 0, i32 %1155
  %1157 = load i32, i32* %1156, align 4, !tbaa !7
  %1158 = add nsw i32 %1157, 1
  store i32 %1158, i32* %1156, align 4, !tbaa !7
  %1159 = or i32 %1047, 14
  %1160 = getelementptr inbounds [160 x %struct.rec], [160 x %struct.rec]* @recs, i32 0, i32 %1159, i32 0
  %1161 = load i8, i8* %1160, align 2, !tbaa !21
  %1162 = zext i8 %1161 to i32
  %1163 = add nuw nsw i32 %1162, 1
  %1164 = getelementptr inbounds [257 x i32], [257 x i32]* @counting_sort.count, i32 0, i32 %1163
  %1165 = load i32, i32* %1164, align 4, !tbaa !7
  %1166 = add nsw i32 %1165, 1
  store i32 %1166, i32* %1164, align 4, !tbaa !7
  %1167 = or i32 %1047, 15
  %1168 = getelementptr inbounds [160 x %struct.rec], [160 x %struct.rec]* @recs, i32 0, i32 %1167, i32 0
  %1169 = load i8, i8* %1168, align 2, !tbaa !21
  %1170 = zext i8 %1169 to i32
  %1171 = add nuw nsw i32 %1170, 1
  %1172 = getelementptr inbounds [257 x i32], [257 x i32]* @counting_sort.count, i32 0, i32 %1171
  %1173 = load i32, i32* %1172, align 4, !tbaa !7
  %1174 = add nsw i32 %1173, 1
  store i32 %1174, i32* %1172, align 4, !tbaa !7
  %1175 = add nuw nsw i32 %1047, 16
  %1176 = icmp eq i32 %1175, 160
  br i1 %1176, label %1177, label %1046, !llvm.loop !27

1177:                                             ; preds = %1046
  %1178 = load i32, i32* getelementptr inbounds ([257 x i32], [257 x i32]* @counting_sort.count, i32 0, i32 0), align 4, !tbaa !7
  br label %1179

1179:                                             ; preds = %1179, %1177
  %1180 = phi i32 [ %1178, %1177 ], [ %1244, %1179 ]
  %1181 = phi i32 [ 1, %1177 ], [ %1245, %1179 ]
  %1182 = getelementptr inbounds [257 x i32], [257 x i32]* @counting_sort.count, i32 0, i32 %1181
  %1183 = load i32, i32* %1182, align 4, !tbaa !7
  %1184 = add nsw i32 %1183, %1180
  store i32 %1184, i32* %1182, align 4, !tbaa !7
  %1185 = add nuw nsw i32 %1181, 1
  %1186 = getelementptr inbounds [257 x i32], [257 x i32]* @counting_sort.count, i32 0, i32 %1185
  %1187 = load i32, i32* %1186, align 4, !tbaa !7
  %1188 = add nsw i32 %1187, %1184
  store i32 %1188, i32* %1186, align 4, !tbaa !7
  %1189 = add nuw nsw i32 %1181, 2
  %1190 = getelementptr inbounds [257 x i32], [257 x i32]* @counting_sort.count, i32 0, i32 %1189
  %1191 = load i32, i32* %1190, align 4, !tbaa !7
  %1192 = add nsw i32 %1191, %1188
  store i32 %1192, i32* %1190, align 4, !tbaa !7
  %1193 = add nuw nsw i32 %1181, 3
  %1194 = getelementptr inbounds [257 x i32], [257 x i32]* @counting_sort.count, i32 0, i32 %1193
  %1195 = load i32, i32* %1194, align 4, !tbaa !7
  %1196 = add nsw i32 %1195, %1192
  store i32 %1196, i32* %1194, align 4, !tbaa !7
  %1197 = add nuw nsw i32 %1181, 4
  %1198 = getelementptr inbounds [257 x i32], [257 x i32]* @counting_sort.count, i32 0, i32 %1197
  %1199 = load i32, i32* %1198, align 4, !tbaa !7
  %1200 = add nsw i32 %1199, %1196
  store i32 %1200, i32* %1198, align 4, !tbaa !7
  %1201 = add nuw nsw i32 %1181, 5
  %1202 = getelementptr inbounds [257 x i32], [257 x i32]* @counting_sort.count, i32 0, i32 %1201
  %1203 = load i32, i32* %1202, align 4, !tbaa !7
  %1204 = add nsw i32 %1203, %1200
  store i32 %1204, i32* %1202, align 4, !tbaa !7
  %1205 = add nuw nsw i32 %1181, 6
  %1206 = getelementptr inbounds [257 x i32], [257 x i32]* @counting_sort.count, i32 0, i32 %1205
  %1207 = load i32, i32* %1206, align 4, !tbaa !7
  %1208 = add nsw i32 %1207, %1204
  store i32 %1208, i32* %1206, align 4, !tbaa !7
  %1209 = add nuw nsw i32 %1181, 7
  %1210 = getelementptr inbounds [257 x i32], [257 x i32]* @counting_sort.count, i32 0, i32 %1209
  %1211 = load i32, i32* %1210, align 4, !tbaa !7
  %1212 = add nsw i32 %1211, %1208
  store i32 %1212, i32* %1210, align 4, !tbaa !7
  %1213 = add nuw nsw i32 %1181, 8
  %1214 = getelementptr inbounds [257 x i32], [257 x i32]* @counting_sort.count, i32 0, i32 %1213
  %1215 = load i32, i32* %1214, align 4, !tbaa !7
  %1216 = add nsw i32 %1215, %1212
  store i32 %1216, i32* %1214, align 4, !tbaa !7
  %1217 = add nuw nsw i32 %1181, 9
  %1218 = getelementptr inbounds [257 x i32], [257 x i32]* @counting_sort.count, i32 0, i32 %1217
  %1219 = load i32, i32* %1218, align 4, !tbaa !7
  %1220 = add nsw i32 %1219, %1216
  store i32 %1220, i32* %1218, align 4, !tbaa !7
  %1221 = add nuw nsw i32 %1181, 10
  %1222 = getelementptr inbounds [257 x i32], [257 x i32]* @counting_sort.count, i32 0, i32 %1221
  %1223 = load i32, i32* %1222, align 4, !tbaa !7
  %1224 = add nsw i32 %1223, %1220
  store i32 %1224, i32* %1222, align 4, !tbaa !7
  %1225 = add nuw nsw i32 %1181, 11
  %1226 = getelementptr inbounds [257 x i32], [257 x i32]* @counting_sort.count, i32 0, i32 %1225
  %1227 = load i32, i32* %1226, align 4, !tbaa !7
  %1228 = add nsw i32 %1227, %1224
  store i32 %1228, i32* %1226, align 4, !tbaa !7
  %1229 = add nuw nsw i32 %1181, 12
  %1230 = getelementptr inbounds [257 x i32], [257 x i32]* @counting_sort.count, i32 0, i32 %1229
  %1231 = load i32, i32* %1230, align 4, !tbaa !7
  %1232 = add nsw i32 %1231, %1228
  store i32 %1232, i32* %1230, align 4, !tbaa !7
  %1233 = add nuw nsw i32 %1181, 13
  %1234 = getelementptr inbounds [257 x i32], [257 x i32]* @counting_sort.count, i32 0, i32 %1233
  %1235 = load i32, i32* %1234, align 4, !tbaa !7
  %1236 = add nsw i32 %1235, %1232
  store i32 %1236, i32* %1234, align 4, !tbaa !7
  %1237 = add nuw nsw i32 %1181, 14
  %1238 = getelementptr inbounds [257 x i32], [257 x i32]* @counting_sort.count, i32 0, i32 %1237
  %1239 = load i32, i32* %1238, align 4, !tbaa !7
  %1240 = add nsw i32 %1239, %1236
  store i32 %1240, i32* %1238, align 4, !tbaa !7
  %1241 = add nuw nsw i32 %1181, 15
  %1242 = getelementptr inbounds [257 x i32], [257 x i32]* @counting_sort.count, i32 0, i32 %1241
  %1243 = load i32, i32* %1242, align 4, !tbaa !7
  %1244 = add nsw i32 %1243, %1240
  store i32 %1244, i32* %1242, align 4, !tbaa !7
  %1245 = add nuw nsw i32 %1181, 16
  %1246 = icmp eq i32 %1245, 257
  br i1 %1246, label %1247, label %1179, !llvm.loop !28

1247:                                             ; preds = %1179, %1247
  %1248 = phi i32 [ %1368, %1247 ], [ 0, %1179 ]
  %1249 = getelementptr inbounds [160 x %struct.rec], [160 x %struct.rec]* @recs, i32 0, i32 %1248
  %1250 = getelementptr inbounds %struct.rec, %struct.rec* %1249, i32 0, i32 0
  %1251 = load i8, i8* %1250, align 2, !tbaa !21
  %1252 = zext i8 %1251 to i32
  %1253 = getelementptr inbounds [257 x i32], [257 x i32]* @counting_sort.count, i32 0, i32 %1252
  %1254 = load i32, i32* %1253, align 4, !tbaa !7
  %1255 = add nsw i32 %1254, 1
  store i32 %1255, i32* %1253, align 4, !tbaa !7
  %1256 = getelementptr inbounds [160 x %struct.rec], [160 x %struct.rec]* @sorted_recs, i32 0, i32 %1254, i32 0
  %1257 = bitcast %struct.rec* %1249 to i32*
  %1258 = bitcast i8* %1256 to i32*
  %1259 = load i32, i32* %1257, align 2
  store i32 %1259, i32* %1258, align 2
  %1260 = or i32 %1248, 1
  %1261 = getelementptr inbounds [160 x %struct.rec], [160 x %struct.rec]* @recs, i32 0, i32 %1260
  %1262 = getelementptr inbounds %struct.rec, %struct.rec* %1261, i32 0, i32 0
  %1263 = load i8, i8* %1262, align 2, !tbaa !21
  %1264 = zext i8 %1263 to i32
  %1265 = getelementptr inbounds [257 x i32], [257 x i32]* @counting_sort.count, i32 0, i32 %1264
  %1266 = load i32, i32* %1265, align 4, !tbaa !7
  %1267 = add nsw i32 %1266, 1
  store i32 %1267, i32* %1265, align 4, !tbaa !7
  %1268 = getelementptr inbounds [160 x %struct.rec], [160 x %struct.rec]* @sorted_recs, i32 0, i32 %1266, i32 0
  %1269 = bitcast %struct.rec* %1261 to i32*
  %1270 = bitcast i8* %1268 to i32*
  %1271 = load i32, i32* %1269, align 2
  store i32 %1271, i32* %1270, align 2
  %1272 = add nuw nsw i32 %1248, 2
  %1273 = getelementptr inbounds [160 x %struct.rec], [160 x %struct.rec]* @recs, i32 0, i32 %1272
  %1274 = getelementptr inbounds %struct.rec, %struct.rec* %1273, i32 0, i32 0
  %1275 = load i8, i8* %1274, align 2, !tbaa !21
  %1276 = zext i8 %1275 to i32
  %1277 = getelementptr inbounds [257 x i32], [257 x i32]* @counting_sort.count, i32 0, i32 %1276
  %1278 = load i32, i32* %1277, align 4, !tbaa !7
  %1279 = add nsw i32 %1278, 1
  store i32 %1279, i32* %1277, align 4, !tbaa !7
  %1280 = getelementptr inbounds [160 x %struct.rec], [160 x %struct.rec]* @sorted_recs, i32 0, i32 %1278, i32 0
  %1281 = bitcast %struct.rec* %1273 to i32*
  %1282 = bitcast i8* %1280 to i32*
  %1283 = load i32, i32* %1281, align 2
  store i32 %1283, i32* %1282, align 2
  %1284 = add nuw nsw i32 %1248, 3
  %1285 = getelementptr inbounds [160 x %struct.rec], [160 x %struct.rec]* @recs, i32 0, i32 %1284
  %1286 = getelementptr inbounds %struct.rec, %struct.rec* %1285, i32 0, i32 0
  %1287 = load i8, i8* %1286, align 2, !tbaa !21
  %1288 = zext i8 %1287 to i32
  %1289 = getelementptr inbounds [257 x i32], [257 x i32]* @counting_sort.count, i32 0, i32 %1288
  %1290 = load i32, i32* %1289, align 4, !tbaa !7
  %1291 = add nsw i32 %1290, 1
  store i32 %1291, i32* %1289, align 4, !tbaa !7
  %1292 = getelementptr inbounds [160 x %struct.rec], [160 x %struct.rec]* @sorted_recs, i32 0, i32 %1290, i32 0
  %1293 = bitcast %struct.rec* %1285 to i32*
  %1294 = bitcast i8* %1292 to i32*
  %1295 = load i32, i32* %1293, align 2
  store i32 %1295, i32* %1294, align 2
  %1296 = add nuw nsw i32 %1248, 4
  %1297 = getelementptr inbounds [160 x %struct.rec], [160 x %struct.rec]* @recs, i32 0, i32 %1296
  %1298 = getelementptr inbounds %struct.rec, %struct.rec* %1297, i32 0, i32 0
  %1299 = load i8, i8* %1298, align 2, !tbaa !21
  %1300 = zext i8 %1299 to i32
  %1301 = getelementptr inbounds [257 x i32], [257 x i32]* @counting_sort.count, i32 0, i32 %1300
  %1302 = load i32, i32* %1301, align 4, !tbaa !7
  %1303 = add nsw i32 %1302, 1
  store i32 %1303, i32* %1301, align 4, !tbaa !7
  %1304 = getelementptr inbounds [160 x %struct.rec], [160 x %struct.rec]* @sorted_recs, i32 0, i32 %1302, i32 0
  %1305 = bitcast %struct.rec* %1297 to i32*
  %1306 = bitcast i8* %1304 to i32*
  %1307 = load i32, i32* %1305, align 2
  store i32 %1307, i32* %1306, align 2
  %1308 = add nuw nsw i32 %1248, 5
  %1309 = getelementptr inbounds [160 x %struct.rec], [160 x %struct.rec]* @recs, i32 0, i32 %1308
  %1310 = getelementptr inbounds %struct.rec, %struct.rec* %1309, i32 0, i32 0
  %1311 = load i8, i8* %1310, align 2, !tbaa !21
  %1312 = zext i8 %1311 to i32
  %1313 = getelementptr inbounds [257 x i32], [257 x i32]* @counting_sort.count, i32 0, i32 %1312
  %1314 = load i32, i32* %1313, align 4, !tbaa !7
  %1315 = add nsw i32 %1314, 1
  store i32 %1315, i32* %1313, align 4, !tbaa !7
  %1316 = getelementptr inbounds [160 x %struct.rec], [160 x %struct.rec]* @sorted_recs, i32 0, i32 %1314, i32 0
  %1317 = bitcast %struct.rec* %1309 to i32*
  %1318 = bitcast i8* %1316 to i32*
  %1319 = load i32, i32* %1317, align 2
  store i32 %1319, i32* %1318, align 2
  %1320 = add nuw nsw i32 %1248, 6
  %1321 = getelementptr inbounds [160 x %struct.rec], [160 x %struct.rec]* @recs, i32 0, i32 %1320
  %1322 = getelementptr inbounds %struct.rec, %struct.rec* %1321, i32 0, i32 0
  %1323 = load i8, i8* %1322, align 2, !tbaa !21
  %1324 = zext i8 %1323 to i32
  %1325 = getelementptr inbounds [257 x i32], [257 x i32]* @counting_sort.count, i32 0, i32 %1324
  %1326 = load i32, i32* %1325, align 4, !tbaa !7
  %1327 = add nsw i32 %1326, 1
  store i32 %1327, i32* %1325, align 4, !tbaa !7
  %1328 = getelementptr inbounds [160 x %struct.rec], [160 x %struct.rec]* @sorted_recs, i32 0, i32 %1326, i32 0
  %1329 = bitcast %struct.rec* %1321 to i32*
  %1330 = bitcast i8* %1328 to i32*
  %1331 = load i32, i32* %1329, align 2
  store i32 %1331, i32* %1330, align 2
  %1332 = add nuw nsw i32 %1248, 7
  %1333 = getelementptr inbounds [160 x %struct.rec], [160 x %struct.rec]* @recs, i32 0, i32 %1332
  %1334 = getelementptr inbounds %struct.rec, %struct.rec* %1333, i32 0, i32 0
  %1335 = load i8, i8* %1334, align 2, !tbaa !21
  %1336 = zext i8 %1335 to i32
  %1337 = getelementptr inbounds [257 x i32], [257 x i32]* @counting_sort.count, i32 0, i32 %1336
  %1338 = load i32, i32* %1337, align 4, !tbaa !7
  %1339 = add nsw i32 %1338, 1
  store i32 %1339, i32* %1337, align 4, !tbaa !7
  %1340 = getelementptr inbounds [160 x %struct.rec], [160 x %struct.rec]* @sorted_recs, i32 0, i32 %1338, i32 0
  %1341 = bitcast %struct.rec* %1333 to i32*
  %1342 = bitcast i8* %1340 to i32*
  %1343 = load i32, i32* %1341, align 2
  store i32 %1343, i32* %1342, align 2
  %1344 = add nuw nsw i32 %1248, 8
  %1345 = getelementptr inbounds [160 x %struct.rec], [160 x %struct.rec]* @recs, i32 0, i32 %1344
  %1346 = getelementptr inbounds %struct.rec, %struct.rec* %1345, i32 0, i32 0
  %1347 = load i8, i8* %1346, align 2, !tbaa !21
  %1348 = zext i8 %1347 to i32
  %1349 = getelementptr inbounds [257 x i32], [257 x i32]* @counting_sort.count, i32 0, i32 %1348
  %1350 = load i32, i32* %1349, align 4, !tbaa !7
  %1351 = add nsw i32 %1350, 1
  store i32 %1351, i32* %1349, align 4, !tbaa !7
  %1352 = getelementptr inbounds [160 x %struct.rec], [160 x %struct.rec]* @sorted_recs, i32 0, i32 %1350, i32 0
  %1353 = bitcast %struct.rec* %1345 to i32*
  %1354 = bitcast i8* %1352 to i32*
  %1355 = load i32, i32* %1353, align 2
  store i32 %1355, i32* %1354, align 2
  %1356 = add nuw nsw i32 %1248, 9
  %1357 = getelementptr inbounds [160 x %struct.rec], [160 x %struct.rec]* @recs, i32 0, i32 %1356
  %1358 = getelementptr inbounds %struct.rec, %struct.rec* %1357, i32 0, i32 0
  %1359 = load i8, i8* %1358, align 2, !tbaa !21
  %1360 = zext i8 %1359 to i32
  %1361 = getelementptr inbounds [257 x i32], [257 x i32]* @counting_sort.count, i32 0, i32 %1360
  %1362 = load i32, i32* %1361, align 4, !tbaa !7
  %1363 = add nsw i32 %1362, 1
  store i32 %1363, i32* %1361, align 4, !tbaa !7
  %1364 = getelementptr inbounds [160 x %struct.rec], [160 x %struct.rec]* @sorted_recs, i32 0, i32 %1362, i32 0
  %1365 = bitcast %struct.rec* %1357 to i32*
  %1366 = bitcast i8* %1364 to i32*
  %1367 = load i32, i32* %1365, align 2
  store i32 %1367, i32* %1366, align 2
  %1368 = add nuw nsw i32 %1248, 10
  %1369 = icmp eq i32 %1368, 160
  br i1 %1369, label %1370, label %1247, !llvm.loop !29

1370:                                             ; preds = %1247
  %1371 = load i32, i32* getelementptr inbounds ([160 x i32], [160 x i32]* @h1, i32 0, i32 0), align 4, !tbaa !7
  %1372 = xor i32 %1371, -2128831035
  %1373 = mul i32 %1372, 16777619
  %1374 = load i16, i16* getelementptr inbounds ([160 x %struct.rec], [160 x %struct.rec]* @sorted_recs, i32 0, i32 0, i32 1), align 2, !tbaa !24
  %1375 = zext i16 %1374 to i32
  %1376 = xor i32 %1373, %1375
  %1377 = mul i32 %1376, 16777619
  br label %1380

1378:                                             ; preds = %1404
  %1379 = and i32 %1413, 2147483647
  ret i32 %1379

1380:                                             ; preds = %1404, %1370
  %1381 = phi i32 [ %1406, %1404 ], [ %1371, %1370 ]
  %1382 = phi i32 [ %1414, %1404 ], [ 1, %1370 ]
  %1383 = phi i32 [ %1413, %1404 ], [ %1377, %1370 ]
  %1384 = add nsw i32 %1382, -1
  %1385 = getelementptr inbounds [160 x i32], [160 x i32]* @h1, i32 0, i32 %1382
  %1386 = load i32, i32* %1385, align 4, !tbaa !7
  %1387 = icmp sgt i32 %1381, %1386
  br i1 %1387, label %1388, label %1389

1388:                                             ; preds = %1380
  tail call void @abort() #3
  br label %1389

1389:                                             ; preds = %1380, %1388
  %1390 = getelementptr inbounds [160 x %struct.rec], [160 x %struct.rec]* @sorted_recs, i32 0, i32 %1384, i32 0
  %1391 = load i8, i8* %1390, align 2, !tbaa !21
  %1392 = getelementptr inbounds [160 x %struct.rec], [160 x %struct.rec]* @sorted_recs, i32 0, i32 %1382, i32 0
  %1393 = load i8, i8* %1392, align 2, !tbaa !21
  %1394 = icmp ugt i8 %1391, %1393
  br i1 %1394, label %1403, label %1395

1395:                                             ; preds = %1389
  %1396 = icmp eq i8 %1391, %1393
  br i1 %1396, label %1397, label %1404

1397:                                             ; preds = %1395
  %1398 = getelementptr inbounds [160 x %struct.rec], [160 x %struct.rec]* @sorted_recs, i32 0, i32 %1384, i32 1
  %1399 = load i16, i16* %1398, align 2, !tbaa !24
  %1400 = getelementptr inbounds [160 x %struct.rec], [160 x %struct.rec]* @sorted_recs, i32 0, i32 %1382, i32 1
  %1401 = load i16, i16* %1400, align 2, !tbaa !24
  %1402 = icmp ugt i16 %1399, %1401
  br i1 %1402, label %1403, label %1404

1403:                                             ; preds = %1397, %1389
  tail call void @abort() #3
  br label %1404

1404:                                             ; preds = %1403, %1397, %1395
  %1405 = getelementptr inbounds [160 x i32], [160 x i32]* @h1, i32 0, i32 %1382
  %1406 = load i32, i32* %1405, align 4, !tbaa !7
  %1407 = xor i32 %1406, %1383
  %1408 = mul i32 %1407, 16777619
  %1409 = getelementptr inbounds [160 x %struct.rec], [160 x %struct.rec]* @sorted_recs, i32 0, i32 %1382, i32 1
  %1410 = load i16, i16* %1409, align 2, !tbaa !24
  %1411 = zext i16 %1410 to i32
  %1412 = xor i32 %1408, %1411
  %1413 = mul i32 %1412, 16777619
  %1414 = add nuw nsw i32 %1382, 1
  %1415 = icmp eq i32 %1414, 160
  br i1 %1415, label %1378, label %1380, !llvm.loop !30
}

declare dso_local i8* @memcpy(i8* noundef, i8* noundef, i32 noundef) local_unnamed_addr #1

declare dso_local i32 @memcmp(i8* noundef, i8* noundef, i32 noundef) local_unnamed_addr #1

declare dso_local void @abort() local_unnamed_addr #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.smin.i32(i32, i32) #2

attributes #0 = { nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="cortex-m0" "target-features"="+armv6-m,+soft-float,+strict-align,+thumb-mode,-aes,-bf16,-d32,-dotprod,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fp64,-fpregs,-fullfp16,-mve,-mve.fp,-neon,-sha2,-vfp2,-vfp2sp,-vfp3,-vfp3d16,-vfp3d16sp,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" "use-soft-float"="true" }
attributes #1 = { "frame-pointer"="none" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="cortex-m0" "target-features"="+armv6-m,+soft-float,+strict-align,+thumb-mode,-aes,-bf16,-d32,-dotprod,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fp64,-fpregs,-fullfp16,-mve,-mve.fp,-neon,-sha2,-vfp2,-vfp2sp,-vfp3,-vfp3d16,-vfp3d16sp,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" "use-soft-float"="true" }
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
