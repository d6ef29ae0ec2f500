; ModuleID = 'narrow_fields.c'
source_filename = "narrow_fields.c"
target datalayout = "e-m:e-p:32:32-Fi8-i64:64-v128:64:128-a:0:32-n32-S64"
target triple = "thumbv6m-none-unknown-eabi"

%struct.pixel = type { i8, i8, i8, i8, i16, i16 }
%struct.packed_bits = type { i32 }

@px = internal unnamed_addr global [40 x %struct.pixel] zeroinitializer, align 2
@pb = internal unnamed_addr global [24 x %struct.packed_bits] zeroinitializer, align 4
@h = internal unnamed_addr global i32 -2128831035, align 4
@popcount16.nib = internal unnamed_addr constant [16 x i8] c"\00\01\01\02\01\02\02\03\01\02\02\03\02\03\03\04", align 1

; Function Attrs: nounwind
define dso_local i32 @main() local_unnamed_addr #0 {
  br label %3

1:                                                ; preds = %3
  %2 = load i32, i32* @h, align 4, !tbaa !7
  br label %86

3:                                                ; preds = %3, %0
  %4 = phi i32 [ 0, %0 ], [ %84, %3 ]
  %5 = trunc i32 %4 to i8
  %6 = mul nuw i8 %5, 7
  %7 = add i8 %6, -100
  %8 = getelementptr inbounds [40 x %struct.pixel], [40 x %struct.pixel]* @px, i32 0, i32 %4, i32 0
  store i8 %7, i8* %8, align 2, !tbaa !11
  %9 = mul i8 %5, 13
  %10 = getelementptr inbounds [40 x %struct.pixel], [40 x %struct.pixel]* @px, i32 0, i32 %4, i32 1
  store i8 %9, i8* %10, align 1, !tbaa !14
  %11 = xor i8 %5, -1
  %12 = getelementptr inbounds [40 x %struct.pixel], [40 x %struct.pixel]* @px, i32 0, i32 %4, i32 2
  store i8 %11, i8* %12, align 2, !tbaa !15
  %13 = getelementptr inbounds [40 x %struct.pixel], [40 x %struct.pixel]* @px, i32 0, i32 %4, i32 3
  store i8 %5, i8* %13, align 1, !tbaa !16
  %14 = trunc i32 %4 to i16
  %15 = mul nuw i16 %14, 1000
  %16 = add i16 %15, -20000
  %17 = getelementptr inbounds [40 x %struct.pixel], [40 x %struct.pixel]* @px, i32 0, i32 %4, i32 4
  store i16 %16, i16* %17, align 2, !tbaa !17
  %18 = mul i16 %14, 4099
  %19 = getelementptr inbounds [40 x %struct.pixel], [40 x %struct.pixel]* @px, i32 0, i32 %4, i32 5
  store i16 %18, i16* %19, align 2, !tbaa !18
  %20 = add nuw nsw i32 %4, 1
  %21 = trunc i32 %20 to i8
  %22 = mul nuw i8 %21, 7
  %23 = add i8 %22, -100
  %24 = getelementptr inbounds [40 x %struct.pixel], [40 x %struct.pixel]* @px, i32 0, i32 %20, i32 0
  store i8 %23, i8* %24, align 2, !tbaa !11
  %25 = mul i8 %21, 13
  %26 = getelementptr inbounds [40 x %struct.pixel], [40 x %struct.pixel]* @px, i32 0, i32 %20, i32 1
  store i8 %25, i8* %26, align 1, !tbaa !14
  %27 = xor i8 %21, -1
  %28 = getelementptr inbounds [40 x %struct.pixel], [40 x %struct.pixel]* @px, i32 0, i32 %20, i32 2
  store i8 %27, i8* %28, align 2, !tbaa !15
  %29 = getelementptr inbounds [40 x %struct.pixel], [40 x %struct.pixel]* @px, i32 0, i32 %20, i32 3
  store i8 %21, i8* %29, align 1, !tbaa !16
  %30 = trunc i32 %20 to i16
  %31 = mul nuw i16 %30, 1000
  %32 = add i16 %31, -20000
  %33 = getelementptr inbounds [40 x %struct.pixel], [40 x %struct.pixel]* @px, i32 0, i32 %20, i32 4
  store i16 %32, i16* %33, align 2, !tbaa !17
  %34 = mul i16 %30, 4099
  %35 = getelementptr inbounds [40 x %struct.pixel], [40 x %struct.pixel]* @px, i32 0, i32 %20, i32 5
  store i16 %34, i16* %35, align 2, !tbaa !18
  %36 = add nuw nsw i32 %4, 2
  %37 = trunc i32 %36 to i8
  %38 = mul i8 %37, 7
  %39 = add i8 %38, -100
  %40 = getelementptr inbounds [40 x %struct.pixel], [40 x %struct.pixel]* @px, i32 0, i32 %36, i32 0
  store i8 %39, i8* %40, align 2, !tbaa !11
  %41 = mul i8 %37, 13
  %42 = getelementptr inbounds [40 x %struct.pixel], [40 x %struct.pixel]* @px, i32 0, i32 %36, i32 1
  store i8 %41, i8* %42, align 1, !tbaa !14
  %43 = xor i8 %37, -1
  %44 = getelementptr inbounds [40 x %struct.pixel], [40 x %struct.pixel]* @px, i32 0, i32 %36, i32 2
  store i8 %43, i8* %44, align 2, !tbaa !15
  %45 = getelementptr inbounds [40 x %struct.pixel], [40 x %struct.pixel]* @px, i32 0, i32 %36, i32 3
  store i8 %37, i8* %45, align 1, !tbaa !16
  %46 = trunc i32 %36 to i16
  %47 = mul nuw i16 %46, 1000
  %48 = add i16 %47, -20000
  %49 = getelementptr inbounds [40 x %struct.pixel], [40 x %struct.pixel]* @px, i32 0, i32 %36, i32 4
  store i16 %48, i16* %49, align 2, !tbaa !17
  %50 = mul i16 %46, 4099
  %51 = getelementptr inbounds [40 x %struct.pixel], [40 x %struct.pixel]* @px, i32 0, i32 %36, i32 5
  store i16 %50, i16* %51, align 2, !tbaa !18
  %52 = add nuw nsw i32 %4, 3
  %53 = trunc i32 %52 to i8
  %54 = mul i8 %53, 7
  %55 = add i8 %54, -100
  %56 = getelementptr inbounds [40 x %struct.pixel], [40 x %struct.pixel]* @px, i32 0, i32 %52, i32 0
  store i8 %55, i8* %56, align 2, !tbaa !11
  %57 = mul i8 %53, 13
  %58 = getelementptr inbounds [40 x %struct.pixel], [40 x %struct.pixel]* @px, i32 0, i32 %52, i32 1
  store i8 %57, i8* %58, align 1, !tbaa !14
  %59 = xor i8 %53, -1
  %60 = getelementptr inbounds [40 x %struct.pixel], [40 x %struct.pixel]* @px, i32 0, i32 %52, i32 2
  store i8 %59, i8* %60, align 2, !tbaa !15
  %61 = getelementptr inbounds [40 x %struct.pixel], [40 x %struct.pixel]* @px, i32 0, i32 %52, i32 3
  store i8 %53, i8* %61, align 1, !tbaa !16
  %62 = trunc i32 %52 to i16
  %63 = mul nuw i16 %62, 1000
  %64 = add i16 %63, -20000
  %65 = getelementptr inbounds [40 x %struct.pixel], [40 x %struct.pixel]* @px, i32 0, i32 %52, i32 4
  store i16 %64, i16* %65, align 2, !tbaa !17
  %66 = mul i16 %62, 4099
  %67 = getelementptr inbounds [40 x %struct.pixel], [40 x %struct.pixel]* @px, i32 0, i32 %52, i32 5
  store i16 %66, i16* %67, align 2, !tbaa !18
  %68 = add nuw nsw i32 %4, 4
  %69 = trunc i32 %68 to i8
  %70 = mul i8 %69, 7
  %71 = add i8 %70, -100
  %72 = getelementptr inbounds [40 x %struct.pixel], [40 x %struct.pixel]* @px, i32 0, i32 %68, i32 0
  store i8 %71, i8* %72, align 2, !tbaa !11
  %73 = mul i8 %69, 13
  %74 = getelementptr inbounds [40 x %struct.pixel], [40 x %struct.pixel]* @px, i32 0, i32 %68, i32 1
  store i8 %73, i8* %74, align 1, !tbaa !14
  %75 = xor i8 %69, -1
  %76 = getelementptr inbounds [40 x %struct.pixel], [40 x %struct.pixel]* @px, i32 0, i32 %68, i32 2
  store i8 %75, i8* %76, align 2, !tbaa !15
  %77 = getelementptr inbounds [40 x %struct.pixel], [40 x %struct.pixel]* @px, i32 0, i32 %68, i32 3
  store i8 %69, i8* %77, align 1, !tbaa !16
  %78 = trunc i32 %68 to i16
  %79 = mul nuw i16 %78, 1000
  %80 = add i16 %79, -20000
  %81 = getelementptr inbounds [40 x %struct.pixel], [40 x %struct.pixel]* @px, i32 0, i32 %68, i32 4
  store i16 %80, i16* %81, align 2, !tbaa !17
  %82 = mul i16 %78, 4099
  %83 = getelementptr inbounds [40 x %struct.pixel], [40 x %struct.pixel]* @px, i32 0, i32 %68, i32 5
  store i16 %82, i16* %83, align 2, !tbaa !18
  %84 = add nuw nsw i32 %4, 5
  %85 = icmp eq i32 %84, 40
  br i1 %85, label %1, label %3, !llvm.loop !19

86:                                               ; preds = %1, %194
  %87 = phi i32 [ 19088743, %1 ], [ %248, %194 ]
  %88 = phi i32 [ 0, %1 ], [ %197, %194 ]
  %89 = phi i32 [ %2, %1 ], [ %196, %194 ]
  br label %199

90:                                               ; preds = %199, %90
  %91 = phi i32 [ %192, %90 ], [ 0, %199 ]
  %92 = phi i32 [ %191, %90 ], [ 0, %199 ]
  %93 = getelementptr inbounds [40 x %struct.pixel], [40 x %struct.pixel]* @px, i32 0, i32 %91, i32 0
  %94 = load i8, i8* %93, align 2, !tbaa !11
  %95 = sext i8 %94 to i32
  %96 = mul nsw i32 %95, 3
  %97 = getelementptr inbounds [40 x %struct.pixel], [40 x %struct.pixel]* @px, i32 0, i32 %91, i32 4
  %98 = load i16, i16* %97, align 2, !tbaa !17
  %99 = sext i16 %98 to i32
  %100 = add i32 %92, %99
  %101 = add i32 %100, %96
  %102 = or i32 %91, 1
  %103 = getelementptr inbounds [40 x %struct.pixel], [40 x %struct.pixel]* @px, i32 0, i32 %102, i32 0
  %104 = load i8, i8* %103, align 2, !tbaa !11
  %105 = sext i8 %104 to i32
  %106 = mul nsw i32 %105, 3
  %107 = getelementptr inbounds [40 x %struct.pixel], [40 x %struct.pixel]* @px, i32 0, i32 %102, i32 4
  %108 = load i16, i16* %107, align 2, !tbaa !17
  %109 = sext i16 %108 to i32
  %110 = add i32 %101, %109
  %111 = add i32 %110, %106
  %112 = add nuw nsw i32 %91, 2
  %113 = getelementptr inbounds [40 x %struct.pixel], [40 x %struct.pixel]* @px, i32 0, i32 %112, i32 0
  %114 = load i8, i8* %113, align 2, !tbaa !11
  %115 = sext i8 %114 to i32
  %116 = mul nsw i32 %115, 3
  %117 = getelementptr inbounds [40 x %struct.pixel], [40 x %struct.pixel]* @px, i32 0, i32 %112, i32 4
  %118 = load i16, i16* %117, align 2, !tbaa !17
  %119 = sext i16 %118 to i32
  %120 = add i32 %111, %119
  %121 = add i32 %120, %116
  %122 = add nuw nsw i32 %91, 3
  %123 = getelementptr inbounds [40 x %struct.pixel], [40 x %struct.pixel]* @px, i32 0, i32 %122, i32 0
  %124 = load i8, i8* %123, align 2, !tbaa !11
  %125 = sext i8 %124 to i32
  %126 = mul nsw i32 %125, 3
  %127 = getelementptr inbounds [40 x %struct.pixel], [40 x %struct.pixel]* @px, i32 0, i32 %122, i32 4
  %128 = load i16, i16* %127, align 2, !tbaa !17
  %129 = sext i16 %128 to i32
  %130 = add i32 %121, %129
  %131 = add i32 %130, %126
  %132 = add nuw nsw i32 %91, 4
  %133 = getelementptr inbounds [40 x %struct.pixel], [40 x %struct.pixel]* @px, i32 0, i32 %132, i32 0
  %134 = load i8, i8* %133, align 2, !tbaa !11
  %135 = sext i8 %134 to i32
  %136 = mul nsw i32 %135, 3
  %137 = getelementptr inbounds [40 x %struct.pixel], [40 x %struct.pixel]* @px, i32 0, i32 %132, i32 4
  %138 = load i16, i16* %137, align 2, !tbaa !17
  %139 = sext i16 %138 to i32
  %140 = add i32 %131, %139
  %141 = add i32 %140, %136
  %142 = add nuw nsw i32 %91, 5
  %143 = getelementptr inbounds [40 x %struct.pixel], [40 x %struct.pixel]* @px, i32 0, i32 %142, i32 0
  %144 = load i8, i8* %143, align 2, !tbaa !11
  %145 = sext i8 %144 to i32
  %146 = mul nsw i32 %145, 3
  %147 = getelementptr inbounds [40 x %struct.pixel], [40 x %struct.pixel]* @px, i32 0, i32 %142, i32 4
  %148 = load i16, i16* %147, align 2, !tbaa !17
  %149 = sext i16 %148 to i32
  %150 = add i32 %141, %149
  %151 = add i32 %150, %146
  %152 = add nuw nsw i32 %91, 6
  %153 = getelementptr inbounds [40 x %struct.pixel], [40 x %struct.pixel]* @px, i32 0, i32 %152, i32 0
  %154 = load i8, i8* %153, align 2, !tbaa !11
  %155 = sext i8 %154 to i32
  %156 = mul nsw i32 %155, 3
  %157 = getelementptr inbounds [40 x %struct.pixel], [40 x %struct.pixel]* @px, i32 0, i32 %152, i32 4
  %158 = load i16, i16* %157, align 2, !tbaa !17
  %159 = sext i16 %158 to i32
  %160 = add i32 %151, %159
  %161 = add i32 %160, %156
  %162 = add nuw nsw i32 %91, 7
  %163 = getelementptr inbounds [40 x %struct.pixel], [40 x %struct.pixel]* @px, i32 0, i32 %162, i32 0
  %164 = load i8, i8* %163, align 2, !tbaa !11
  %165 = sext i8 %164 to i32
  %166 = mul nsw i32 %165, 3
  %167 = getelementptr inbounds [40 x %struct.pixel], [40 x %struct.pixel]* @px, i32 0, i32 %162, i32 4
  %168 = load i16, i16* %167, align 2, !tbaa !17
  %169 = sext i16 %168 to i32
  %170 = add i32 %161, %169
  %171 = add i32 %170, %166
  %172 = add nuw nsw i32 %91, 8
  %173 = getelementptr inbounds [40 x %struct.pixel], [40 x %struct.pixel]* @px, i32 0, i32 %172, i32 0
  %174 = load i8, i8* %173, align 2, !tbaa !11
  %175 = sext i8 %174 to i32
  %176 = mul nsw i32 %175, 3
  %177 = getelementptr inbounds [40 x %struct.pixel], [40 x %struct.pixel]* @px, i32 0, i32 %172, i32 4
  %178 = load i16, i16* %177, align 2, !tbaa !17
  %179 = sext i16 %178 to i32
  %180 = add i32 %171, %179
  %181 = add i32 %180, %176
  %182 = add nuw nsw i32 %91, 9
  %183 = getelementptr inbounds [40 x %struct.pixel], [40 x %struct.pixel]* @px, i32 0, i32 %182, i32 0
  %184 = load i8, i8* %183, align 2, !tbaa !11
  %185 = sext i8 %184 to i32
  %186 = mul nsw i32 %185, 3
  %187 = getelementptr inbounds [40 x %struct.pixel], [40 x %struct.pixel]* @px, i32 0, i32 %182, i32 4
  %188 = load i16, i16* %187, align 2, !tbaa !17
  %189 = sext i16 %188 to i32
  %190 = add i32 %181, %189
  %191 = add i32 %190, %186
  %192 = add nuw nsw i32 %91, 10
  %193 = icmp eq i32 %192, 40
  br i1 %193, label %194, label %90, !llvm.loop !21

194:                                              ; preds = %90
  %195 = xor i32 %89, %191
  %196 = mul i32 %195, 16777619
  %197 = add nuw nsw i32 %88, 1
  %198 = icmp eq i32 %197, 20
  br i1 %198, label %285, label %86, !llvm.loop !22

199:                                              ; preds = %199, %86
  %200 = phi i32 [ %87, %86 ], [ %248, %199 ]
  %201 = phi i32 [ 0, %86 ], [ %283, %199 ]
  %202 = shl i32 %200, 13
  %203 = xor i32 %202, %200
  %204 = lshr i32 %203, 17
  %205 = xor i32 %204, %203
  %206 = shl i32 %205, 5
  %207 = xor i32 %206, %205
  %208 = getelementptr inbounds [40 x %struct.pixel], [40 x %struct.pixel]* @px, i32 0, i32 %201, i32 0
  %209 = load i8, i8* %208, align 2, !tbaa !11
  %210 = trunc i32 %207 to i8
  %211 = add i8 %209, %210
  store i8 %211, i8* %208, align 2, !tbaa !11
  %212 = getelementptr inbounds [40 x %struct.pixel], [40 x %struct.pixel]* @px, i32 0, i32 %201, i32 1
  %213 = load i8, i8* %212, align 1, !tbaa !14
  %214 = add i8 %213, 37
  store i8 %214, i8* %212, align 1, !tbaa !14
  %215 = getelementptr inbounds [40 x %struct.pixel], [40 x %struct.pixel]* @px, i32 0, i32 %201, i32 2
  %216 = load i8, i8* %215, align 2, !tbaa !15
  %217 = shl i8 %216, 1
  %218 = icmp slt i8 %216, 0
  %219 = select i1 %218, i8 27, i8 0
  %220 = xor i8 %219, %217
  store i8 %220, i8* %215, align 2, !tbaa !15
  %221 = lshr i32 %207, 8
  %222 = getelementptr inbounds [40 x %struct.pixel], [40 x %struct.pixel]* @px, i32 0, i32 %201, i32 3
  %223 = load i8, i8* %222, align 1, !tbaa !16
  %224 = trunc i32 %221 to i8
  %225 = xor i8 %223, %224
  store i8 %225, i8* %222, align 1, !tbaa !16
  %226 = getelementptr inbounds [40 x %struct.pixel], [40 x %struct.pixel]* @px, i32 0, i32 %201, i32 4
  %227 = load i16, i16* %226, align 2, !tbaa !17
  %228 = lshr i32 %207, 12
  %229 = trunc i32 %228 to i16
  %230 = sub i16 %227, %229
  store i16 %230, i16* %226, align 2, !tbaa !17
  %231 = getelementptr inbounds [40 x %struct.pixel], [40 x %struct.pixel]* @px, i32 0, i32 %201, i32 5
  %232 = load i16, i16* %231, align 2, !tbaa !18
  %233 = and i32 %205, 15
  %234 = shl nuw nsw i32 1, %233
  %235 = trunc i32 %234 to i16
  %236 = xor i16 %232, %235
  %237 = and i16 %236, 32767
  %238 = and i8 %211, -128
  %239 = zext i8 %238 to i16
  %240 = shl nuw i16 %239, 8
  %241 = or i16 %237, %240
  store i16 %241, i16* %231, align 2, !tbaa !18
  %242 = or i32 %201, 1
  %243 = shl i32 %207, 13
  %244 = xor i32 %243, %207
  %245 = lshr i32 %244, 17
  %246 = xor i32 %245, %244
  %247 = shl i32 %246, 5
  %248 = xor i32 %247, %246
  %249 = getelementptr inbounds [40 x %struct.pixel], [40 x %struct.pixel]* @px, i32 0, i32 %242, i32 0
  %250 = load i8, i8* %249, align 2, !tbaa !11
  %251 = trunc i32 %248 to i8
  %252 = add i8 %250, %251
  store i8 %252, i8* %249, align 2, !tbaa !11
  %253 = getelementptr inbounds [40 x %struct.pixel], [40 x %struct.pixel]* @px, i32 0, i32 %242, i32 1
  %254 = load i8, i8* %253, align 1, !tbaa !14
  %255 = add i8 %254, 37
  store i8 %255, i8* %253, align 1, !tbaa !14
  %256 = getelementptr inbounds [40 x %struct.pixel], [40 x %struct.pixel]* @px, i32 0, i32 %242, i32 2
  %257 = load i8, i8* %256, align 2, !tbaa !15
  %258 = shl i8 %257, 1
  %259 = icmp slt i8 %257, 0
  %260 = select i1 %259, i8 27, i8 0
  %261 = xor i8 %260, %258
  store i8 %261, i8* %256, align 2, !tbaa !15
  %262 = lshr i32 %248, 8
  %263 = getelementptr inbounds [40 x %struct.pixel], [40 x %struct.pixel]* @px, i32 0, i32 %242, i32 3
  %264 = load i8, i8* %263, align 1, !tbaa !16
  %265 = trunc i32 %262 to i8
  %266 = xor i8 %264, %265
  store i8 %266, i8* %263, align 1, !tbaa !16
  %267 = getelementptr inbounds [40 x %struct.pixel], [40 x %struct.pixel]* @px, i32 0, i32 %242, i32 4
  %268 = load i16, i16* %267, align 2, !tbaa !17
  %269 = lshr i32 %248, 12
  %270 = trunc i32 %269 to i16
  %271 = sub i16 %268, %270
  store i16 %271, i16* %267, align 2, !tbaa !17
  %272 = getelementptr inbounds [40 x %struct.pixel], [40 x %struct.pixel]* @px, i32 0, i32 %242, i32 5
  %273 = load i16, i16* %272, align 2, !tbaa !18
  %274 = and i32 %246, 15
  %275 = shl nuw nsw i32 1, %274
  %276 = trunc i32 %275 to i16
  %277 = xor i16 %273, %276
  %278 = and i16 %277, 32767
  %279 = and i8 %252, -128
  %280 = zext i8 %279 to i16
  %281 = shl nuw i16 %280, 8
  %282 = or i16 %278, %281
  store i16 %282, i16* %272, align 2, !tbaa !18
  %283 = add nuw nsw i32 %201, 2
  %284 = icmp eq i32 %283, 40
  br i1 %284, label %90, label %199, !llvm.loop !23

285:                                              ; preds = %194, %285
  %286 = phi i32 [ %390, %285 ], [ %196, %194 ]
  %287 = phi i32 [ %391, %285 ], [ 0, %194 ]
  %288 = getelementptr inbounds [40 x %struct.pixel], [40 x %struct.pixel]* @px, i32 0, i32 %287, i32 1
  %289 = load i8, i8* %288, align 1, !tbaa !14
  %290 = zext i8 %289 to i32
  %291 = shl nuw i32 %290, 24
  %292 = getelementptr inbounds [40 x %struct.pixel], [40 x %struct.pixel]* @px, i32 0, i32 %287, i32 2
  %293 = load i8, i8* %292, align 2, !tbaa !15
  %294 = zext i8 %293 to i32
  %295 = shl nuw nsw i32 %294, 16
  %296 = or i32 %295, %291
  %297 = getelementptr inbounds [40 x %struct.pixel], [40 x %struct.pixel]* @px, i32 0, i32 %287, i32 3
  %298 = load i8, i8* %297, align 1, !tbaa !16
  %299 = zext i8 %298 to i32
  %300 = shl nuw nsw i32 %299, 8
  %301 = or i32 %296, %300
  %302 = getelementptr inbounds [40 x %struct.pixel], [40 x %struct.pixel]* @px, i32 0, i32 %287, i32 0
  %303 = load i8, i8* %302, align 2, !tbaa !11
  %304 = zext i8 %303 to i32
  %305 = or i32 %301, %304
  %306 = getelementptr inbounds [40 x %struct.pixel], [40 x %struct.pixel]* @px, i32 0, i32 %287, i32 5
  %307 = load i16, i16* %306, align 2, !tbaa !18
  %308 = getelementptr inbounds [40 x %struct.pixel], [40 x %struct.pixel]* @px, i32 0, i32 %287, i32 4
  %309 = load i16, i16* %308, align 2, !tbaa !17
  %310 = xor i32 %286, %305
  %311 = mul i32 %310, 16777619
  %312 = zext i16 %307 to i32
  %313 = and i32 %312, 15
  %314 = getelementptr inbounds [16 x i8], [16 x i8]* @popcount16.nib, i32 0, i32 %313
  %315 = load i8, i8* %314, align 1, !tbaa !24
  %316 = zext i8 %315 to i32
  %317 = lshr i32 %312, 4
  %318 = and i32 %317, 15
  %319 = getelementptr inbounds [16 x i8], [16 x i8]* @popcount16.nib, i32 0, i32 %318
  %320 = load i8, i8* %319, align 1, !tbaa !24
  %321 = zext i8 %320 to i32
  %322 = add nuw nsw i32 %321, %316
  %323 = lshr i32 %312, 8
  %324 = and i32 %323, 15
  %325 = getelementptr inbounds [16 x i8], [16 x i8]* @popcount16.nib, i32 0, i32 %324
  %326 = load i8, i8* %325, align 1, !tbaa !24
  %327 = zext i8 %326 to i32
  %328 = add nuw nsw i32 %322, %327
  %329 = lshr i32 %312, 12
  %330 = getelementptr inbounds [16 x i8], [16 x i8]* @popcount16.nib, i32 0, i32 %329
  %331 = load i8, i8* %330, align 1, !tbaa !24
  %332 = zext i8 %331 to i32
  %333 = add nuw nsw i32 %328, %332
  %334 = xor i32 %333, %311
  %335 = mul i32 %334, 16777619
  %336 = sext i16 %309 to i32
  %337 = xor i32 %335, %336
  %338 = mul i32 %337, 16777619
  %339 = or i32 %287, 1
  %340 = getelementptr inbounds [40 x %struct.pixel], [40 x %struct.pixel]* @px, i32 0, i32 %339, i32 1
  %341 = load i8, i8* %340, align 1, !tbaa !14
  %342 = zext i8 %341 to i32
  %343 = shl nuw i32 %342, 24
  %344 = getelementptr inbounds [40 x %struct.pixel], [40 x %struct.pixel]* @px, i32 0, i32 %339, i32 2
  %345 = load i8, i8* %344, align 2, !tbaa !15
  %346 = zext i8 %345 to i32
  %347 = shl nuw nsw i32 %346, 16
  %348 = or i32 %347, %343
  %349 = getelementptr inbounds [40 x %struct.pixel], [40 x %struct.pixel]* @px, i32 0, i32 %339, i32 3
  %350 = load i8, i8* %349, align 1, !tbaa !16
  %351 = zext i8 %350 to i32
  %352 = shl nuw nsw i32 %351, 8
  %353 = or i32 %348, %352
  %354 = getelementptr inbounds [40 x %struct.pixel], [40 x %struct.pixel]* @px, i32 0, i32 %339, i32 0
  %355 = load i8, i8* %354, align 2, !tbaa !11
  %356 = zext i8 %355 to i32
  %357 = or i32 %353, %356
  %358 = getelementptr inbounds [40 x %struct.pixel], [40 x %struct.pixel]* @px, i32 0, i32 %339, i32 5
  %359 = load i16, i16* %358, align 2, !tbaa !18
  %360 = getelementptr inbounds [40 x %struct.pixel], [40 x %struct.pixel]* @px, i32 0, i32 %339, i32 4
  %361 = load i16, i16* %360, align 2, !tbaa !17
  %362 = xor i32 %338, %357
  %363 = mul i32 %362, 16777619
  %364 = zext i16 %359 to i32
  %365 = and i32 %364, 15
  %366 = getelementptr inbounds [16 x i8], [16 x i8]* @popcount16.nib, i32 0, i32 %365
  %367 = load i8, i8* %366, align 1, !tbaa !24
  %368 = zext i8 %367 to i32
  %369 = lshr i32 %364, 4
  %370 = and i32 %369, 15
  %371 = getelementptr inbounds [16 x i8], [16 x i8]* @popcount16.nib, i32 0, i32 %370
  %372 = load i8, i8* %371, align 1, !tbaa !24
  %373 = zext i8 %372 to i32
  %374 = add nuw nsw i32 %373, %368
  %375 = lshr i32 %364, 8
  %376 = and i32 %375, 15
  %377 = getelementptr inbounds [16 x i8], [16 x i8]* @popcount16.nib, i32 0, i32 %376
  %378 = load i8, i8* %377, align 1, !tbaa !24
  %379 = zext i8 %378 to i32
  %380 = add nuw nsw i32 %374, %379
  %381 = lshr i32 %364, 12
  %382 = getelementptr inbounds [16 x i8], [16 x i8]* @popcount16.nib, i32 0, i32 %381
  %383 = load i8, i8* %382, align 1, !tbaa !24
  %384 = zext i8 %383 to i32
  %385 = add nuw nsw i32 %380, %384
  %386 = xor i32 %385, %363
  %387 = mul i32 %386, 16777619
  %388 = sext i16 %361 to i32
  %389 = xor i32 %387, %388
  %390 = mul i32 %389, 16777619
  %391 = add nuw nsw i32 %287, 2
  %392 = icmp eq i32 %391, 40
  br i1 %392, label %393, label %285, !llvm.loop !25

393:                                              ; preds = %285
  store i32 %390, i32* @h, align 4, !tbaa !7
  br label %394

394:                                              ; preds = %394, %393
  %395 = phi i32 [ 0, %393 ], [ %512, %394 ]
  %396 = and i32 %395, 6
  %397 = getelementptr inbounds [24 x %struct.packed_bits], [24 x %struct.packed_bits]* @pb, i32 0, i32 %395, i32 0
  %398 = load i32, i32* %397, align 4
  %399 = and i32 %398, -536870912
  %400 = trunc i32 %395 to i8
  %401 = urem i8 %400, 31
  %402 = shl nuw i8 %401, 3
  %403 = add i8 %402, -120
  %404 = zext i8 %403 to i32
  %405 = mul nuw nsw i32 %395, 11520
  %406 = and i32 %405, 65024
  %407 = mul nuw nsw i32 %395, 22282240
  %408 = add nuw nsw i32 %407, 274726912
  %409 = and i32 %408, 536346624
  %410 = or i32 %406, %396
  %411 = or i32 %410, %409
  %412 = or i32 %411, %404
  %413 = or i32 %412, %399
  store i32 %413, i32* %397, align 4
  %414 = or i32 %395, 1
  %415 = and i32 %414, 7
  %416 = getelementptr inbounds [24 x %struct.packed_bits], [24 x %struct.packed_bits]* @pb, i32 0, i32 %414, i32 0
  %417 = load i32, i32* %416, align 4
  %418 = and i32 %417, -536870912
  %419 = trunc i32 %414 to i8
  %420 = urem i8 %419, 31
  %421 = shl nuw i8 %420, 3
  %422 = add i8 %421, -120
  %423 = zext i8 %422 to i32
  %424 = mul nuw nsw i32 %414, 11520
  %425 = and i32 %424, 65280
  %426 = mul nuw nsw i32 %414, 22282240
  %427 = add nuw nsw i32 %426, 274726912
  %428 = and i32 %427, 536608768
  %429 = or i32 %425, %415
  %430 = or i32 %429, %428
  %431 = or i32 %430, %423
  %432 = or i32 %431, %418
  %433 = or i32 %432, 65536
  store i32 %433, i32* %416, align 4
  %434 = add nuw nsw i32 %395, 2
  %435 = and i32 %434, 6
  %436 = getelementptr inbounds [24 x %struct.packed_bits], [24 x %struct.packed_bits]* @pb, i32 0, i32 %434, i32 0
  %437 = load i32, i32* %436, align 4
  %438 = and i32 %437, -536870912
  %439 = trunc i32 %434 to i8
  %440 = urem i8 %439, 31
  %441 = shl nuw i8 %440, 3
  %442 = add i8 %441, -120
  %443 = zext i8 %442 to i32
  %444 = mul nuw nsw i32 %434, 11520
  %445 = and i32 %444, 65024
  %446 = mul nuw nsw i32 %434, 22282240
  %447 = add nuw nsw i32 %446, 274726912
  %448 = and i32 %447, 536346624
  %449 = or i32 %445, %435
  %450 = or i32 %449, %448
  %451 = or i32 %450, %443
  %452 = or i32 %451, %438
  store i32 %452, i32* %436, align 4
  %453 = add nuw nsw i32 %395, 3
  %454 = and i32 %453, 7
  %455 = getelementptr inbounds [24 x %struct.packed_bits], [24 x %struct.packed_bits]* @pb, i32 0, i32 %453, i32 0
  %456 = load i32, i32* %455, align 4
  %457 = and i32 %456, -536870912
  %458 = trunc i32 %453 to i8
  %459 = urem i8 %458, 31
  %460 = shl nuw i8 %459, 3
  %461 = add i8 %460, -120
  %462 = zext i8 %461 to i32
  %463 = mul nuw nsw i32 %453, 11520
  %464 = and i32 %463, 65280
  %465 = mul nuw nsw i32 %453, 22282240
  %466 = add nuw nsw i32 %465, 274726912
  %467 = and i32 %466, 536608768
  %468 = or i32 %464, %454
  %469 = or i32 %468, %467
  %470 = or i32 %469, %462
  %471 = or i32 %470, %457
  %472 = or i32 %471, 65536
  store i32 %472, i32* %455, align 4
  %473 = add nuw nsw i32 %395, 4
  %474 = and i32 %473, 6
  %475 = getelementptr inbounds [24 x %struct.packed_bits], [24 x %struct.packed_bits]* @pb, i32 0, i32 %473, i32 0
  %476 = load i32, i32* %475, align 4
  %477 = and i32 %476, -536870912
  %478 = trunc i32 %473 to i8
  %479 = urem i8 %478, 31
  %480 = shl nuw i8 %479, 3
  %481 = add i8 %480, -120
  %482 = zext i8 %481 to i32
  %483 = mul nuw nsw i32 %473, 11520
  %484 = and i32 %483, 65024
  %485 = mul nuw nsw i32 %473, 22282240
  %486 = add nuw nsw i32 %485, 274726912
  %487 = and i32 %486, 536346624
  %488 = or i32 %484, %474
  %489 = or i32 %488, %487
  %490 = or i32 %489, %482
  %491 = or i32 %490, %477
  store i32 %491, i32* %475, align 4
  %492 = add nuw nsw i32 %395, 5
  %493 = and i32 %492, 7
  %494 = getelementptr inbounds [24 x %struct.packed_bits], [24 x %struct.packed_bits]* @pb, i32 0, i32 %492, i32 0
  %495 = load i32, i32* %494, align 4
  %496 = and i32 %495, -536870912
  %497 = trunc i32 %492 to i8
  %498 = urem i8 %497, 31
  %499 = shl nuw i8 %498, 3
  %500 = add i8 %499, -120
  %501 = zext i8 %500 to i32
  %502 = mul nuw nsw i32 %492, 11520
  %503 = and i32 %502, 65280
  %504 = mul nuw nsw i32 %492, 22282240
  %505 = add nuw nsw i32 %504, 274726912
  %506 = and i32 %505, 536608768
  %507 = or i32 %503, %493
  %508 = or i32 %507, %506
  %509 = or i32 %508, %501
  %510 = or i32 %509, %496
  %511 = or i32 %510, 65536
  store i32 %511, i32* %494, align 4
  %512 = add nuw nsw i32 %395, 6
  %513 = icmp eq i32 %512, 24
  br i1 %513, label %514, label %394, !llvm.loop !26

514:                                              ; preds = %394, %517
  %515 = phi i32 [ %518, %517 ], [ 0, %394 ]
  %516 = and i32 %515, 3
  br label %520

517:                                              ; preds = %520
  %518 = add nuw nsw i32 %515, 1
  %519 = icmp eq i32 %518, 20
  br i1 %519, label %653, label %514, !llvm.loop !27

520:                                              ; preds = %520, %514
  %521 = phi i32 [ 0, %514 ], [ %649, %520 ]
  %522 = getelementptr inbounds [24 x %struct.packed_bits], [24 x %struct.packed_bits]* @pb, i32 0, i32 %521, i32 0
  %523 = load i32, i32* %522, align 4
  %524 = add i32 %523, 3
  %525 = and i32 %524, 7
  %526 = shl i32 %523, 24
  %527 = ashr i32 %526, 27
  %528 = add nsw i32 %527, %516
  %529 = icmp sgt i32 %528, 16
  %530 = select i1 %529, i32 -33, i32 -1
  %531 = add nsw i32 %530, %528
  %532 = icmp slt i32 %531, -16
  %533 = select i1 %532, i32 15, i32 %531
  %534 = shl nsw i32 %533, 3
  %535 = and i32 %534, 248
  %536 = lshr i32 %523, 8
  %537 = and i32 %536, 255
  %538 = mul nuw nsw i32 %537, 1280
  %539 = add nuw nsw i32 %538, 256
  %540 = and i32 %539, 65280
  %541 = shl i32 %523, 3
  %542 = ashr i32 %541, 20
  %543 = mul nsw i32 %533, 7
  %544 = add nsw i32 %543, %542
  %545 = shl nsw i32 %544, 17
  %546 = and i32 %545, 536739840
  %547 = and i32 %523, -536805376
  %548 = or i32 %547, %525
  %549 = or i32 %548, %540
  %550 = or i32 %549, %535
  %551 = or i32 %550, %546
  %552 = xor i32 %551, 65536
  store i32 %552, i32* %522, align 4
  %553 = or i32 %521, 1
  %554 = getelementptr inbounds [24 x %struct.packed_bits], [24 x %struct.packed_bits]* @pb, i32 0, i32 %553, i32 0
  %555 = load i32, i32* %554, align 4
  %556 = add i32 %555, 3
  %557 = and i32 %556, 7
  %558 = shl i32 %555, 24
  %559 = ashr i32 %558, 27
  %560 = add nsw i32 %559, %516
  %561 = icmp sgt i32 %560, 16
  %562 = select i1 %561, i32 -33, i32 -1
  %563 = add nsw i32 %562, %560
  %564 = icmp slt i32 %563, -16
  %565 = select i1 %564, i32 15, i32 %563
  %566 = shl nsw i32 %565, 3
  %567 = and i32 %566, 248
  %568 = lshr i32 %555, 8
  %569 = and i32 %568, 255
  %570 = mul nuw nsw i32 %569, 1280
  %571 = add nuw nsw i32 %570, 256
  %572 = and i32 %571, 65280
  %573 = shl i32 %555, 3
  %574 = ashr i32 %573, 20
  %575 = mul nsw i32 %565, 7
  %576 = add nsw i32 %575, %574
  %577 = shl nsw i32 %576, 17
  %578 = and i32 %577, 536739840
  %579 = and i32 %555, -536805376
  %580 = or i32 %579, %557
  %581 = or i32 %580, %572
  %582 = or i32 %581, %567
  %583 = or i32 %582, %578
  %584 = xor i32 %583, 65536
  store i32 %584, i32* %554, align 4
  %585 = or i32 %521, 2
  %586 = getelementptr inbounds [24 x %struct.packed_bits], [24 x %struct.packed_bits]* @pb, i32 0, i32 %585, i32 0
  %587 = load i32, i32* %586, align 4
  %588 = add i32 %587, 3
  %589 = and i32 %588, 7
  %590 = shl i32 %587, 24
  %591 = ashr i32 %590, 27
  %592 = add nsw i32 %591, %516
  %593 = icmp sgt i32 %592, 16
  %594 = select i1 %593, i32 -33, i32 -1
  %595 = add nsw i32 %594, %592
  %596 = icmp slt i32 %595, -16
  %597 = select i1 %596, i32 15, i32 %595
  %598 = shl nsw i32 %597, 3
  %599 = and i32 %598, 248
  %600 = lshr i32 %587, 8
  %601 = and i32 %600, 255
  %602 = mul nuw nsw i32 %601, 1280
  %603 = add nuw nsw i32 %602, 256
  %604 = and i32 %603, 65280
  %605 = shl i32 %587, 3
  %606 = ashr i32 %605, 20
  %607 = mul nsw i32 %597, 7
  %608 = add nsw i32 %607, %606
  %609 = shl nsw i32 %608, 17
  %610 = and i32 %609, 536739840
  %611 = and i32 %587, -536805376
  %612 = or i32 %611, %589
  %613 = or i32 %612, %604
  %614 = or i32 %613, %599
  %615 = or i32 %614, %610
  %616 = xor i32 %615, 65536
  store i32 %616, i32* %586, align 4
  %617 = or i32 %521, 3
  %618 = getelementptr inbounds [24 x %struct.packed_bits], [24 x %struct.packed_bits]* @pb, i32 0, i32 %617, i32 0
  %619 = load i32, i32* %618, align 4
  %620 = add i32 %619, 3
  %621 = and i32 %620, 7
  %622 = shl i32 %619, 24
  %623 = ashr i32 %622, 27
  %624 = add nsw i32 %623, %516
  %625 = icmp sgt i32 %624, 16
  %626 = select i1 %625, i32 -33, i32 -1
  %627 = add nsw i32 %626, %624
  %628 = icmp slt i32 %627, -16
  %629 = select i1 %628, i32 15, i32 %627
  %630 = shl nsw i32 %629, 3
  %631 = and i32 %630, 248
  %632 = lshr i32 %619, 8
  %633 = and i32 %632, 255
  %634 = mul nuw nsw i32 %633, 1280
  %635 = add nuw nsw i32 %634, 256
  %636 = and i32 %635, 65280
  %637 = shl i32 %619, 3
  %638 = ashr i32 %637, 20
  %639 = mul nsw i32 %629, 7
  %640 = add nsw i32 %639, %638
  %641 = shl nsw i32 %640, 17
  %642 = and i32 %641, 536739840
  %643 = and i32 %619, -536805376
  %644 = or i32 %643, %621
  %645 = or i32 %644, %636
  %646 = or i32 %645, %631
  %647 = or i32 %646, %642
  %648 = xor i32 %647, 65536
  store i32 %648, i32* %618, align 4
  %649 = add nuw nsw i32 %521, 4
  %650 = icmp eq i32 %649, 24
  br i1 %650, label %517, label %520, !llvm.loop !28

651:                                              ; preds = %653
  store i32 %768, i32* @h, align 4, !tbaa !7
  %652 = and i32 %768, 2147483647
  ret i32 %652

653:                                              ; preds = %517, %653
  %654 = phi i32 [ %769, %653 ], [ 0, %517 ]
  %655 = phi i32 [ %768, %653 ], [ %390, %517 ]
  %656 = getelementptr inbounds [24 x %struct.packed_bits], [24 x %struct.packed_bits]* @pb, i32 0, i32 %654, i32 0
  %657 = load i32, i32* %656, align 4
  %658 = and i32 %657, 7
  %659 = lshr i32 %657, 5
  %660 = and i32 %659, 2040
  %661 = or i32 %660, %658
  %662 = and i32 %659, 2048
  %663 = or i32 %661, %662
  %664 = xor i32 %663, %655
  %665 = mul i32 %664, 16777619
  %666 = shl i32 %657, 24
  %667 = ashr i32 %666, 27
  %668 = xor i32 %665, %667
  %669 = mul i32 %668, 16777619
  %670 = shl i32 %657, 3
  %671 = ashr i32 %670, 20
  %672 = xor i32 %669, %671
  %673 = mul i32 %672, 16777619
  %674 = or i32 %654, 1
  %675 = getelementptr inbounds [24 x %struct.packed_bits], [24 x %struct.packed_bits]* @pb, i32 0, i32 %674, i32 0
  %676 = load i32, i32* %675, align 4
  %677 = and i32 %676, 7
  %678 = lshr i32 %676, 5
  %679 = and i32 %678, 2040
  %680 = or i32 %679, %677
  %681 = and i32 %678, 2048
  %682 = or i32 %680, %681
  %683 = xor i32 %682, %673
  %684 = mul i32 %683, 16777619
  %685 = shl i32 %676, 24
  %686 = ashr i32 %685, 27
  %687 = xor i32 %684, %686
  %688 = mul i32 %687, 16777619
  %689 = shl i32 %676, 3
  %690 = ashr i32 %689, 20
  %691 = xor i32 %688, %690
  %692 = mul i32 %691, 16777619
  %693 = add nuw nsw i32 %654, 2
  %694 = getelementptr inbounds [24 x %struct.packed_bits], [24 x %struct.packed_bits]* @pb, i32 0, i32 %693, i32 0
  %695 = load i32, i32* %694, align 4
  %696 = and i32 %695, 7
  %697 = lshr i32 %695, 5
  %698 = and i32 %697, 2040
  %699 = or i32 %698, %696
  %700 = and i32 %697, 2048
  %701 = or i32 %699, %700
  %702 = xor i32 %701, %692
  %703 = mul i32 %702, 16777619
  %704 = shl i32 %695, 24
  %705 = ashr i32 %704, 27
  %706 = xor i32 %703, %705
  %707 = mul i32 %706, 16777619
  %708 = shl i32 %695, 3
  %709 = ashr i32 %708, 20
  %710 = xor i32 %707, %709
  %711 = mul i32 %710, 16777619
  %712 = add nuw nsw i32 %654, 3
  %713 = getelementptr inbounds [24 x %struct.packed_bits], [24 x %struct.packed_bits]* @pb, i32 0, i32 %712, i32 0
  %714 = load i32, i32* %713, align 4
  %715 = and i32 %714, 7
  %716 = lshr i32 %714, 5
  %717 = and i32 %716, 2040
  %718 = or i32 %717, %715
  %719 = and i32 %716, 2048
  %720 = or i32 %718, %719
  %721 = xor i32 %720, %711
  %722 = mul i32 %721, 16777619
  %723 = shl i32 %714, 24
  %724 = ashr i32 %723, 27
  %725 = xor i32 %722, %724
  %726 = mul i32 %725, 16777619
  %727 = shl i32 %714, 3
  %728 = ashr i32 %727, 20
  %729 = xor i32 %726, %728
  %730 = mul i32 %729, 16777619
  %731 = add nuw nsw i32 %654, 4
  %732 = getelementptr inbounds [24 x %struct.packed_bits], [24 x %struct.packed_bits]* @pb, i32 0, i32 %731, i32 0
  %733 = load i32, i32* %732, align 4
  %734 = and i32 %733, 7
  %735 = lshr i32 %733, 5
  %736 = and i32 %735, 2040
  %737 = or i32 %736, %734
  %738 = and i32 %735, 2048
  %739 = or i32 %737, %738
  %740 = xor i32 %739, %730
  %741 = mul i32 %740, 16777619
  %742 = shl i32 %733, 24
  %743 = ashr i32 %742, 27
  %744 = xor i32 %741, %743
  %745 = mul i32 %744, 16777619
  %746 = shl i32 %733, 3
  %747 = ashr i32 %746, 20
  %748 = xor i32 %745, %747
  %749 = mul i32 %748, 16777619
  %750 = add nuw nsw i32 %654, 5
  %751 = getelementptr inbounds [24 x %struct.packed_bits], [24 x %struct.packed_bits]* @pb, i32 0, i32 %750, i32 0
  %752 = load i32, i32* %751, align 4
  %753 = and i32 %752, 7
  %754 = lshr i32 %752, 5
  %755 = and i32 %754, 2040
  %756 = or i32 %755, %753
  %757 = and i32 %754, 2048
  %758 = or i32 %756, %757
  %759 = xor i32 %758, %749
  %760 = mul i32 %759, 16777619
  %761 = shl i32 %752, 24
  %762 = ashr i32 %761, 27
  %763 = xor i32 %760, %762
  %764 = mul i32 %763, 16777619
  %765 = shl i32 %752, 3
  %766 = ashr i32 %765, 20
  %767 = xor i32 %764, %766
  %768 = mul i32 %767, 16777619
  %769 = add nuw nsw i32 %654, 6
  %770 = icmp eq i32 %769, 24
  br i1 %770, label %651, label %653, !llvm.loop !29
}

attributes #0 = { nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="cortex-m0" "target-features"="+armv6-m,+soft-float,+strict-align,+thumb-mode,-aes,-bf16,-d32,-dotprod,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fp64,-fpregs,-fullfp16,-mve,-mve.fp,-neon,-sha2,-vfp2,-vfp2sp,-vfp3,-vfp3d16,-vfp3d16sp,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" "use-soft-float"="true" }

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
!11 = !{!12, !9, i64 0}
!12 = !{!"pixel", !9, i64 0, !9, i64 1, !9, i64 2, !9, i64 3, !13, i64 4, !13, i64 6}
!13 = !{!"short", !9, i64 0}
!14 = !{!12, !9, i64 1}
!15 = !{!12, !9, i64 2}
!16 = !{!12, !9, i64 3}
!17 = !{!12, !13, i64 4}
!18 = !{!12, !13, i64 6}
!19 = distinct !{!19, !20}
!20 = !{!"llvm.loop.mustprogress"}
!21 = distinct !{!21, !20}
!22 = distinct !{!22, !20}
!23 = distinct !{!23, !20}
!24 = !{!9, !9, i64 0}
!25 = distinct !{!25, !20}
!26 = distinct !{!26, !20}
!27 = distinct !{!27, !20}
!28 = distinct !{!28, !20}
!29 = distinct !{!29, !20}
