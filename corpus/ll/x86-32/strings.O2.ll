; ModuleID = 'strings.c'
source_filename = "strings.c"
target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i386-unknown-linux-gnu"

@main.src = internal constant [44 x i8] c"the quick brown fox jumps over the lazy dog\00", align 1
@text = internal global [128 x i8] zeroinitializer, align 1
@main.needles = internal unnamed_addr constant [8 x i8*] [i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i32 0, i32 0), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.1, i32 0, i32 0), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i32 0, i32 0), i8* getelementptr inbounds ([9 x i8], [9 x i8]* @.str.3, i32 0, i32 0), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.4, i32 0, i32 0), i8* getelementptr inbounds ([1 x i8], [1 x i8]* @.str.5, i32 0, i32 0), i8* getelementptr inbounds ([12 x i8], [12 x i8]* @.str.6, i32 0, i32 0), i8* getelementptr inbounds ([2 x i8], [2 x i8]* @.str.7, i32 0, i32 0)], align 4
@.str = private unnamed_addr constant [4 x i8] c"the\00", align 1
@.str.1 = private unnamed_addr constant [4 x i8] c"fox\00", align 1
@.str.2 = private unnamed_addr constant [4 x i8] c"dog\00", align 1
@.str.3 = private unnamed_addr constant [9 x i8] c"lazy dog\00", align 1
@.str.4 = private unnamed_addr constant [4 x i8] c"cat\00", align 1
@.str.5 = private unnamed_addr constant [1 x i8] zeroinitializer, align 1
@.str.6 = private unnamed_addr constant [12 x i8] c"quick brown\00", align 1
@.str.7 = private unnamed_addr constant [2 x i8] c"g\00", align 1
@scratch = internal global [160 x i8] zeroinitializer, align 1
@main.nums = internal unnamed_addr constant [8 x i8*] [i8* getelementptr inbounds ([2 x i8], [2 x i8]* @.str.8, i32 0, i32 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.9, i32 0, i32 0), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.10, i32 0, i32 0), i8* getelementptr inbounds ([8 x i8], [8 x i8]* @.str.11, i32 0, i32 0), i8* getelementptr inbounds ([12 x i8], [12 x i8]* @.str.12, i32 0, i32 0), i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.13, i32 0, i32 0), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.14, i32 0, i32 0), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.15, i32 0, i32 0)], align 4
@.str.8 = private unnamed_addr constant [2 x i8] c"0\00", align 1
@.str.9 = private unnamed_addr constant [3 x i8] c"42\00", align 1
@.str.10 = private unnamed_addr constant [4 x i8] c"-17\00", align 1
@.str.11 = private unnamed_addr constant [8 x i8] c"  +2024\00", align 1
@.str.12 = private unnamed_addr constant [12 x i8] c"-2147483647\00", align 1
@.str.13 = private unnamed_addr constant [7 x i8] c"123abc\00", align 1
@.str.14 = private unnamed_addr constant [6 x i8] c"   -0\00", align 1
@.str.15 = private unnamed_addr constant [6 x i8] c"99999\00", align 1
@.str.16 = private unnamed_addr constant [4 x i8] c"abc\00", align 1
@.str.17 = private unnamed_addr constant [4 x i8] c"abd\00", align 1
@.str.18 = private unnamed_addr constant [2 x i8] c"\80\00", align 1
@.str.19 = private unnamed_addr constant [2 x i8] c"\7F\00", align 1
@h = internal unnamed_addr global i32 -2128831035, align 4

; Function Attrs: nounwind
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = tail call i8* @memcpy(i8* noundef getelementptr inbounds ([128 x i8], [128 x i8]* @text, i32 0, i32 0), i8* noundef getelementptr inbounds ([44 x i8], [44 x i8]* @main.src, i32 0, i32 0), i32 noundef 44) #2
  %2 = tail call i32 @strlen(i8* noundef getelementptr inbounds ([128 x i8], [128 x i8]* @text, i32 0, i32 0)) #2
  %3 = icmp eq i32 %2, 43
  br i1 %3, label %5, label %4

4:                                                ; preds = %0
  tail call void @abort() #2
  br label %5

5:                                                ; preds = %4, %0
  %6 = tail call i32 @strlen(i8* noundef getelementptr inbounds ([128 x i8], [128 x i8]* @text, i32 0, i32 0)) #2
  %7 = icmp eq i32 %6, 0
  br i1 %7, label %48, label %8

8:                                                ; preds = %5
  %9 = getelementptr inbounds [128 x i8], [128 x i8]* @text, i32 0, i32 %6
  %10 = getelementptr inbounds i8, i8* %9, i32 -1
  %11 = icmp ugt i8* %10, getelementptr inbounds ([128 x i8], [128 x i8]* @text, i32 0, i32 0)
  br i1 %11, label %12, label %20

12:                                               ; preds = %8, %12
  %13 = phi i8* [ %17, %12 ], [ getelementptr inbounds ([128 x i8], [128 x i8]* @text, i32 0, i32 0), %8 ]
  %14 = phi i8* [ %18, %12 ], [ %10, %8 ]
  %15 = load i8, i8* %13, align 1, !tbaa !3
  %16 = load i8, i8* %14, align 1, !tbaa !3
  %17 = getelementptr inbounds i8, i8* %13, i32 1
  store i8 %16, i8* %13, align 1, !tbaa !3
  %18 = getelementptr inbounds i8, i8* %14, i32 -1
  store i8 %15, i8* %14, align 1, !tbaa !3
  %19 = icmp ult i8* %17, %18
  br i1 %19, label %12, label %20, !llvm.loop !6

20:                                               ; preds = %12, %8
  br label %21

21:                                               ; preds = %20, %45
  %22 = phi i8* [ %46, %45 ], [ getelementptr inbounds ([128 x i8], [128 x i8]* @text, i32 0, i32 0), %20 ]
  %23 = phi i8* [ %47, %45 ], [ getelementptr inbounds ([128 x i8], [128 x i8]* @text, i32 0, i32 0), %20 ]
  %24 = load i8, i8* %23, align 1, !tbaa !3
  switch i8 %24, label %45 [
    i8 32, label %25
    i8 0, label %25
  ]

25:                                               ; preds = %21, %21
  %26 = icmp ugt i8* %23, %22
  %27 = getelementptr inbounds i8, i8* %23, i32 -1
  %28 = icmp ult i8* %22, %27
  %29 = select i1 %26, i1 %28, i1 false
  br i1 %29, label %30, label %40

30:                                               ; preds = %25, %30
  %31 = phi i8* [ %35, %30 ], [ %22, %25 ]
  %32 = phi i8* [ %36, %30 ], [ %27, %25 ]
  %33 = load i8, i8* %31, align 1, !tbaa !3
  %34 = load i8, i8* %32, align 1, !tbaa !3
  %35 = getelementptr inbounds i8, i8* %31, i32 1
  store i8 %34, i8* %31, align 1, !tbaa !3
  %36 = getelementptr inbounds i8, i8* %32, i32 -1
  store i8 %33, i8* %32, align 1, !tbaa !3
  %37 = icmp ult i8* %35, %36
  br i1 %37, label %30, label %38, !llvm.loop !6

38:                                               ; preds = %30
  %39 = load i8, i8* %23, align 1, !tbaa !3
  br label %40

40:                                               ; preds = %38, %25
  %41 = phi i8 [ %39, %38 ], [ %24, %25 ]
  %42 = icmp eq i8 %41, 0
  br i1 %42, label %48, label %43

43:                                               ; preds = %40
  %44 = getelementptr inbounds i8, i8* %23, i32 1
  br label %45

45:                                               ; preds = %43, %21
  %46 = phi i8* [ %44, %43 ], [ %22, %21 ]
  %47 = getelementptr inbounds i8, i8* %23, i32 1
  br label %21

48:                                               ; preds = %40, %5
  %49 = load i8, i8* getelementptr inbounds ([128 x i8], [128 x i8]* @text, i32 0, i32 0), align 1, !tbaa !3
  %50 = icmp eq i8 %49, 0
  br i1 %50, label %59, label %51

51:                                               ; preds = %48, %51
  %52 = phi i8 [ %57, %51 ], [ %49, %48 ]
  %53 = phi i8* [ %54, %51 ], [ getelementptr inbounds ([128 x i8], [128 x i8]* @text, i32 0, i32 0), %48 ]
  %54 = getelementptr inbounds i8, i8* %53, i32 1
  %55 = sext i8 %52 to i32
  %56 = tail call i32 @putchar(i32 noundef %55) #2
  %57 = load i8, i8* %54, align 1, !tbaa !3
  %58 = icmp eq i8 %57, 0
  br i1 %58, label %59, label %51, !llvm.loop !8

59:                                               ; preds = %51, %48
  %60 = tail call i32 @putchar(i32 noundef 10) #2
  %61 = load i8, i8* getelementptr inbounds ([128 x i8], [128 x i8]* @text, i32 0, i32 0), align 1, !tbaa !3
  %62 = icmp eq i8 %61, 0
  br i1 %62, label %76, label %63

63:                                               ; preds = %59
  %64 = load i32, i32* @h, align 4, !tbaa !9
  br label %65

65:                                               ; preds = %65, %63
  %66 = phi i8 [ %73, %65 ], [ %61, %63 ]
  %67 = phi i8* [ %69, %65 ], [ getelementptr inbounds ([128 x i8], [128 x i8]* @text, i32 0, i32 0), %63 ]
  %68 = phi i32 [ %72, %65 ], [ %64, %63 ]
  %69 = getelementptr inbounds i8, i8* %67, i32 1
  %70 = zext i8 %66 to i32
  %71 = xor i32 %68, %70
  %72 = mul i32 %71, 16777619
  %73 = load i8, i8* %69, align 1, !tbaa !3
  %74 = icmp eq i8 %73, 0
  br i1 %74, label %75, label %65, !llvm.loop !11

75:                                               ; preds = %65
  store i32 %72, i32* @h, align 4, !tbaa !9
  br label %76

76:                                               ; preds = %59, %75
  %77 = tail call i32 @strlen(i8* noundef getelementptr inbounds ([128 x i8], [128 x i8]* @text, i32 0, i32 0)) #2
  %78 = icmp eq i32 %77, 0
  br i1 %78, label %119, label %79

79:                                               ; preds = %76
  %80 = getelementptr inbounds [128 x i8], [128 x i8]* @text, i32 0, i32 %77
  %81 = getelementptr inbounds i8, i8* %80, i32 -1
  %82 = icmp ugt i8* %81, getelementptr inbounds ([128 x i8], [128 x i8]* @text, i32 0, i32 0)
  br i1 %82, label %83, label %91

83:                                               ; preds = %79, %83
  %84 = phi i8* [ %88, %83 ], [ getelementptr inbounds ([128 x i8], [128 x i8]* @text, i32 0, i32 0), %79 ]
  %85 = phi i8* [ %89, %83 ], [ %81, %79 ]
  %86 = load i8, i8* %84, align 1, !tbaa !3
  %87 = load i8, i8* %85, align 1, !tbaa !3
  %88 = getelementptr inbounds i8, i8* %84, i32 1
  store i8 %87, i8* %84, align 1, !tbaa !3
  %89 = getelementptr inbounds i8, i8* %85, i32 -1
  store i8 %86, i8* %85, align 1, !tbaa !3
  %90 = icmp ult i8* %88, %89
  br i1 %90, label %83, label %91, !llvm.loop !6

91:                                               ; preds = %83, %79
  br label %92

92:                                               ; preds = %91, %116
  %93 = phi i8* [ %117, %116 ], [ getelementptr inbounds ([128 x i8], [128 x i8]* @text, i32 0, i32 0), %91 ]
  %94 = phi i8* [ %118, %116 ], [ getelementptr inbounds ([128 x i8], [128 x i8]* @text, i32 0, i32 0), %91 ]
  %95 = load i8, i8* %94, align 1, !tbaa !3
  switch i8 %95, label %116 [
    i8 32, label %96
    i8 0, label %96
  ]

96:                                               ; preds = %92, %92
  %97 = icmp ugt i8* %94, %93
  %98 = getelementptr inbounds i8, i8* %94, i32 -1
  %99 = icmp ult i8* %93, %98
  %100 = select i1 %97, i1 %99, i1 false
  br i1 %100, label %101, label %111

101:                                              ; preds = %96, %101
  %102 = phi i8* [ %106, %101 ], [ %93, %96 ]
  %103 = phi i8* [ %107, %101 ], [ %98, %96 ]
  %104 = load i8, i8* %102, align 1, !tbaa !3
  %105 = load i8, i8* %103, align 1, !tbaa !3
  %106 = getelementptr inbounds i8, i8* %102, i32 1
  store i8 %105, i8* %102, align 1, !tbaa !3
  %107 = getelementptr inbounds i8, i8* %103, i32 -1
  store i8 %104, i8* %103, align 1, !tbaa !3
  %108 = icmp ult i8* %106, %107
  br i1 %108, label %101, label %109, !llvm.loop !6

109:                                              ; preds = %101
  %110 = load i8, i8* %94, align 1, !tbaa !3
  br label %111

111:                                              ; preds = %109, %96
  %112 = phi i8 [ %110, %109 ], [ %95, %96 ]
  %113 = icmp eq i8 %112, 0
  br i1 %113, label %119, label %114

114:                                              ; preds = %111
  %115 = getelementptr inbounds i8, i8* %94, i32 1
  br label %116

116:                                              ; preds = %114, %92
  %117 = phi i8* [ %115, %114 ], [ %93, %92 ]
  %118 = getelementptr inbounds i8, i8* %94, i32 1
  br label %92

119:                                              ; preds = %111, %76
  %120 = tail call i32 @memcmp(i8* noundef getelementptr inbounds ([128 x i8], [128 x i8]* @text, i32 0, i32 0), i8* noundef getelementptr inbounds ([44 x i8], [44 x i8]* @main.src, i32 0, i32 0), i32 noundef 44) #2
  %121 = icmp eq i32 %120, 0
  br i1 %121, label %122, label %123

122:                                              ; preds = %123, %119
  br label %204

123:                                              ; preds = %119
  tail call void @abort() #2
  br label %122

124:                                              ; preds = %196, %124
  %125 = phi i8 [ %130, %124 ], [ %202, %196 ]
  %126 = phi i8* [ %127, %124 ], [ getelementptr inbounds ([160 x i8], [160 x i8]* @scratch, i32 0, i32 0), %196 ]
  %127 = getelementptr inbounds i8, i8* %126, i32 1
  %128 = sext i8 %125 to i32
  %129 = tail call i32 @putchar(i32 noundef %128) #2
  %130 = load i8, i8* %127, align 1, !tbaa !3
  %131 = icmp eq i8 %130, 0
  br i1 %131, label %132, label %124, !llvm.loop !8

132:                                              ; preds = %124, %196
  %133 = tail call i32 @putchar(i32 noundef 10) #2
  %134 = load i8, i8* getelementptr inbounds ([160 x i8], [160 x i8]* @scratch, i32 0, i32 0), align 1, !tbaa !3
  %135 = icmp eq i8 %134, 0
  br i1 %135, label %149, label %136

136:                                              ; preds = %132
  %137 = load i32, i32* @h, align 4, !tbaa !9
  br label %138

138:                                              ; preds = %138, %136
  %139 = phi i8 [ %146, %138 ], [ %134, %136 ]
  %140 = phi i8* [ %142, %138 ], [ getelementptr inbounds ([160 x i8], [160 x i8]* @scratch, i32 0, i32 0), %136 ]
  %141 = phi i32 [ %145, %138 ], [ %137, %136 ]
  %142 = getelementptr inbounds i8, i8* %140, i32 1
  %143 = zext i8 %139 to i32
  %144 = xor i32 %141, %143
  %145 = mul i32 %144, 16777619
  %146 = load i8, i8* %142, align 1, !tbaa !3
  %147 = icmp eq i8 %146, 0
  br i1 %147, label %148, label %138, !llvm.loop !11

148:                                              ; preds = %138
  store i32 %145, i32* @h, align 4, !tbaa !9
  br label %149

149:                                              ; preds = %132, %148
  br label %229

150:                                              ; preds = %220, %166
  %151 = phi i32 [ %171, %166 ], [ 0, %220 ]
  %152 = getelementptr inbounds [8 x i8*], [8 x i8*]* @main.needles, i32 0, i32 %151
  %153 = load i8*, i8** %152, align 4, !tbaa !12
  %154 = tail call i32 @strlen(i8* noundef nonnull getelementptr inbounds ([128 x i8], [128 x i8]* @text, i32 0, i32 1)) #2
  %155 = tail call i32 @strlen(i8* noundef %153) #2
  %156 = icmp ugt i32 %155, %154
  br i1 %156, label %166, label %157

157:                                              ; preds = %150, %162
  %158 = phi i32 [ %163, %162 ], [ 0, %150 ]
  %159 = getelementptr inbounds i8, i8* getelementptr inbounds ([128 x i8], [128 x i8]* @text, i32 0, i32 1), i32 %158
  %160 = tail call i32 @memcmp(i8* noundef nonnull %159, i8* noundef %153, i32 noundef %155) #2
  %161 = icmp eq i32 %160, 0
  br i1 %161, label %166, label %162

162:                                              ; preds = %157
  %163 = add i32 %158, 1
  %164 = add i32 %163, %155
  %165 = icmp ugt i32 %164, %154
  br i1 %165, label %166, label %157, !llvm.loop !14

166:                                              ; preds = %157, %162, %150
  %167 = phi i32 [ -1, %150 ], [ -1, %162 ], [ %158, %157 ]
  %168 = load i32, i32* @h, align 4, !tbaa !9
  %169 = xor i32 %168, %167
  %170 = mul i32 %169, 16777619
  store i32 %170, i32* @h, align 4, !tbaa !9
  %171 = add nuw nsw i32 %151, 1
  %172 = icmp eq i32 %171, 8
  br i1 %172, label %173, label %150, !llvm.loop !15

173:                                              ; preds = %166, %189
  %174 = phi i32 [ %194, %189 ], [ 0, %166 ]
  %175 = getelementptr inbounds [8 x i8*], [8 x i8*]* @main.needles, i32 0, i32 %174
  %176 = load i8*, i8** %175, align 4, !tbaa !12
  %177 = tail call i32 @strlen(i8* noundef nonnull getelementptr inbounds ([128 x i8], [128 x i8]* @text, i32 0, i32 2)) #2
  %178 = tail call i32 @strlen(i8* noundef %176) #2
  %179 = icmp ugt i32 %178, %177
  br i1 %179, label %189, label %180

180:                                              ; preds = %173, %185
  %181 = phi i32 [ %186, %185 ], [ 0, %173 ]
  %182 = getelementptr inbounds i8, i8* getelementptr inbounds ([128 x i8], [128 x i8]* @text, i32 0, i32 2), i32 %181
  %183 = tail call i32 @memcmp(i8* noundef nonnull %182, i8* noundef %176, i32 noundef %178) #2
  %184 = icmp eq i32 %183, 0
  br i1 %184, label %189, label %185

185:                                              ; preds = %180
  %186 = add i32 %181, 1
  %187 = add i32 %186, %178
  %188 = icmp ugt i32 %187, %177
  br i1 %188, label %189, label %180, !llvm.loop !14

189:                                              ; preds = %180, %185, %173
  %190 = phi i32 [ -1, %173 ], [ -1, %185 ], [ %181, %180 ]
  %191 = load i32, i32* @h, align 4, !tbaa !9
  %192 = xor i32 %191, %190
  %193 = mul i32 %192, 16777619
  store i32 %193, i32* @h, align 4, !tbaa !9
  %194 = add nuw nsw i32 %174, 1
  %195 = icmp eq i32 %194, 8
  br i1 %195, label %196, label %173, !llvm.loop !15

196:                                              ; preds = %189
  %197 = tail call i8* @memset(i8* noundef getelementptr inbounds ([160 x i8], [160 x i8]* @scratch, i32 0, i32 0), i32 noundef 46, i32 noundef 159) #2
  store i8 0, i8* getelementptr inbounds ([160 x i8], [160 x i8]* @scratch, i32 0, i32 159), align 1, !tbaa !3
  %198 = tail call i8* @memcpy(i8* noundef getelementptr inbounds ([160 x i8], [160 x i8]* @scratch, i32 0, i32 10), i8* noundef getelementptr inbounds ([44 x i8], [44 x i8]* @main.src, i32 0, i32 0), i32 noundef 20) #2
  %199 = tail call i8* @memmove(i8* noundef getelementptr inbounds ([160 x i8], [160 x i8]* @scratch, i32 0, i32 15), i8* noundef getelementptr inbounds ([160 x i8], [160 x i8]* @scratch, i32 0, i32 10), i32 noundef 20) #2
  %200 = tail call i8* @memmove(i8* noundef getelementptr inbounds ([160 x i8], [160 x i8]* @scratch, i32 0, i32 5), i8* noundef getelementptr inbounds ([160 x i8], [160 x i8]* @scratch, i32 0, i32 12), i32 noundef 25) #2
  %201 = tail call i8* @memset(i8* noundef getelementptr inbounds ([160 x i8], [160 x i8]* @scratch, i32 0, i32 40), i32 noundef 120, i32 noundef 7) #2
  store i8 0, i8* getelementptr inbounds ([160 x i8], [160 x i8]* @scratch, i32 0, i32 60), align 1, !tbaa !3
  %202 = load i8, i8* getelementptr inbounds ([160 x i8], [160 x i8]* @scratch, i32 0, i32 0), align 1, !tbaa !3
  %203 = icmp eq i8 %202, 0
  br i1 %203, label %132, label %124

204:                                              ; preds = %122, %220
  %205 = phi i32 [ %225, %220 ], [ 0, %122 ]
  %206 = getelementptr inbounds [8 x i8*], [8 x i8*]* @main.needles, i32 0, i32 %205
  %207 = load i8*, i8** %206, align 4, !tbaa !12
  %208 = tail call i32 @strlen(i8* noundef nonnull getelementptr inbounds ([128 x i8], [128 x i8]* @text, i32 0, i32 0)) #2
  %209 = tail call i32 @strlen(i8* noundef %207) #2
  %210 = icmp ugt i32 %209, %208
  br i1 %210, label %220, label %211

211:                                              ; preds = %204, %216
  %212 = phi i32 [ %217, %216 ], [ 0, %204 ]
  %213 = getelementptr inbounds [128 x i8], [128 x i8]* @text, i32 0, i32 %212
  %214 = tail call i32 @memcmp(i8* noundef nonnull %213, i8* noundef %207, i32 noundef %209) #2
  %215 = icmp eq i32 %214, 0
  br i1 %215, label %220, label %216

216:                                              ; preds = %211
  %217 = add i32 %212, 1
  %218 = add i32 %217, %209
  %219 = icmp ugt i32 %218, %208
  br i1 %219, label %220, label %211, !llvm.loop !14

220:                                              ; preds = %211, %216, %204
  %221 = phi i32 [ -1, %204 ], [ -1, %216 ], [ %212, %211 ]
  %222 = load i32, i32* @h, align 4, !tbaa !9
  %223 = xor i32 %222, %221
  %224 = mul i32 %223, 16777619
  store i32 %224, i32* @h, align 4, !tbaa !9
  %225 = add nuw nsw i32 %205, 1
  %226 = icmp eq i32 %225, 8
  br i1 %226, label %150, label %204, !llvm.loop !15

227:                                              ; preds = %297
  %228 = load i32, i32* @h, align 4, !tbaa !9
  br label %319

229:                                              ; preds = %149, %297
  %230 = phi i32 [ %298, %297 ], [ 1, %149 ]
  %231 = tail call i8* @memcpy(i8* noundef getelementptr inbounds ([128 x i8], [128 x i8]* @text, i32 0, i32 0), i8* noundef getelementptr inbounds ([44 x i8], [44 x i8]* @main.src, i32 0, i32 0), i32 noundef 44) #2
  %232 = load i8, i8* getelementptr inbounds ([128 x i8], [128 x i8]* @text, i32 0, i32 0), align 1, !tbaa !3
  %233 = icmp eq i8 %232, 0
  br i1 %233, label %293, label %234

234:                                              ; preds = %229, %251
  %235 = phi i8 [ %253, %251 ], [ %232, %229 ]
  %236 = phi i8* [ %252, %251 ], [ getelementptr inbounds ([128 x i8], [128 x i8]* @text, i32 0, i32 0), %229 ]
  %237 = sext i8 %235 to i32
  %238 = add i8 %235, -97
  %239 = icmp ult i8 %238, 26
  br i1 %239, label %243, label %240

240:                                              ; preds = %234
  %241 = add i8 %235, -65
  %242 = icmp ult i8 %241, 26
  br i1 %242, label %243, label %251

243:                                              ; preds = %240, %234
  %244 = phi i32 [ -97, %234 ], [ -65, %240 ]
  %245 = phi i8 [ 97, %234 ], [ 65, %240 ]
  %246 = add i32 %230, %237
  %247 = add i32 %246, %244
  %248 = srem i32 %247, 26
  %249 = trunc i32 %248 to i8
  %250 = add nsw i8 %245, %249
  store i8 %250, i8* %236, align 1, !tbaa !3
  br label %251

251:                                              ; preds = %243, %240
  %252 = getelementptr inbounds i8, i8* %236, i32 1
  %253 = load i8, i8* %252, align 1, !tbaa !3
  %254 = icmp eq i8 %253, 0
  br i1 %254, label %255, label %234, !llvm.loop !16

255:                                              ; preds = %251
  %256 = load i8, i8* getelementptr inbounds ([128 x i8], [128 x i8]* @text, i32 0, i32 0), align 1, !tbaa !3
  %257 = icmp eq i8 %256, 0
  br i1 %257, label %293, label %258

258:                                              ; preds = %255
  %259 = load i32, i32* @h, align 4, !tbaa !9
  br label %260

260:                                              ; preds = %260, %258
  %261 = phi i8 [ %268, %260 ], [ %256, %258 ]
  %262 = phi i8* [ %264, %260 ], [ getelementptr inbounds ([128 x i8], [128 x i8]* @text, i32 0, i32 0), %258 ]
  %263 = phi i32 [ %267, %260 ], [ %259, %258 ]
  %264 = getelementptr inbounds i8, i8* %262, i32 1
  %265 = zext i8 %261 to i32
  %266 = xor i32 %263, %265
  %267 = mul i32 %266, 16777619
  %268 = load i8, i8* %264, align 1, !tbaa !3
  %269 = icmp eq i8 %268, 0
  br i1 %269, label %270, label %260, !llvm.loop !11

270:                                              ; preds = %260
  store i32 %267, i32* @h, align 4, !tbaa !9
  %271 = sub nuw nsw i32 26, %230
  br label %272

272:                                              ; preds = %270, %289
  %273 = phi i8 [ %291, %289 ], [ %256, %270 ]
  %274 = phi i8* [ %290, %289 ], [ getelementptr inbounds ([128 x i8], [128 x i8]* @text, i32 0, i32 0), %270 ]
  %275 = sext i8 %273 to i32
  %276 = add i8 %273, -97
  %277 = icmp ult i8 %276, 26
  br i1 %277, label %281, label %278

278:                                              ; preds = %272
  %279 = add i8 %273, -65
  %280 = icmp ult i8 %279, 26
  br i1 %280, label %281, label %289

281:                                              ; preds = %278, %272
  %282 = phi i32 [ -97, %272 ], [ -65, %278 ]
  %283 = phi i8 [ 97, %272 ], [ 65, %278 ]
  %284 = add i32 %271, %275
  %285 = add i32 %284, %282
  %286 = srem i32 %285, 26
  %287 = trunc i32 %286 to i8
  %288 = add nsw i8 %283, %287
  store i8 %288, i8* %274, align 1, !tbaa !3
  br label %289

289:                                              ; preds = %281, %278
  %290 = getelementptr inbounds i8, i8* %274, i32 1
  %291 = load i8, i8* %290, align 1, !tbaa !3
  %292 = icmp eq i8 %291, 0
  br i1 %292, label %293, label %272, !llvm.loop !16

293:                                              ; preds = %289, %229, %255
  %294 = tail call i32 @memcmp(i8* noundef getelementptr inbounds ([128 x i8], [128 x i8]* @text, i32 0, i32 0), i8* noundef getelementptr inbounds ([44 x i8], [44 x i8]* @main.src, i32 0, i32 0), i32 noundef 44) #2
  %295 = icmp eq i32 %294, 0
  br i1 %295, label %297, label %296

296:                                              ; preds = %293
  tail call void @abort() #2
  br label %297

297:                                              ; preds = %293, %296
  %298 = add nuw nsw i32 %230, 3
  %299 = icmp ult i32 %230, 23
  br i1 %299, label %229, label %227, !llvm.loop !17

300:                                              ; preds = %351
  store i32 %355, i32* @h, align 4, !tbaa !9
  %301 = tail call i32 @memcmp(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.16, i32 0, i32 0), i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.17, i32 0, i32 0), i32 noundef 3) #2
  %302 = lshr i32 %301, 31
  %303 = load i32, i32* @h, align 4, !tbaa !9
  %304 = xor i32 %303, %302
  %305 = mul i32 %304, 16777619
  store i32 %305, i32* @h, align 4, !tbaa !9
  %306 = tail call i32 @memcmp(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.17, i32 0, i32 0), i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.16, i32 0, i32 0), i32 noundef 3) #2
  %307 = icmp sgt i32 %306, 0
  %308 = zext i1 %307 to i32
  %309 = load i32, i32* @h, align 4, !tbaa !9
  %310 = xor i32 %309, %308
  %311 = mul i32 %310, 16777619
  store i32 %311, i32* @h, align 4, !tbaa !9
  %312 = tail call i32 @memcmp(i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.18, i32 0, i32 0), i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.19, i32 0, i32 0), i32 noundef 1) #2
  %313 = icmp sgt i32 %312, 0
  %314 = zext i1 %313 to i32
  %315 = load i32, i32* @h, align 4, !tbaa !9
  %316 = xor i32 %315, %314
  %317 = mul i32 %316, 16777619
  store i32 %317, i32* @h, align 4, !tbaa !9
  %318 = and i32 %317, 2147483647
  ret i32 %318

319:                                              ; preds = %227, %351
  %320 = phi i32 [ 0, %227 ], [ %356, %351 ]
  %321 = phi i32 [ %228, %227 ], [ %355, %351 ]
  %322 = getelementptr inbounds [8 x i8*], [8 x i8*]* @main.nums, i32 0, i32 %320
  %323 = load i8*, i8** %322, align 4, !tbaa !12
  br label %324

324:                                              ; preds = %327, %319
  %325 = phi i8* [ %323, %319 ], [ %328, %327 ]
  %326 = load i8, i8* %325, align 1, !tbaa !3
  switch i8 %326, label %333 [
    i8 32, label %327
    i8 45, label %329
    i8 43, label %331
  ]

327:                                              ; preds = %324
  %328 = getelementptr inbounds i8, i8* %325, i32 1
  br label %324, !llvm.loop !18

329:                                              ; preds = %324
  %330 = getelementptr inbounds i8, i8* %325, i32 1
  br label %333

331:                                              ; preds = %324
  %332 = getelementptr inbounds i8, i8* %325, i32 1
  br label %333

333:                                              ; preds = %324, %331, %329
  %334 = phi i8* [ %330, %329 ], [ %332, %331 ], [ %325, %324 ]
  %335 = phi i32 [ -1, %329 ], [ 1, %331 ], [ 1, %324 ]
  %336 = load i8, i8* %334, align 1, !tbaa !3
  %337 = add i8 %336, -48
  %338 = icmp ult i8 %337, 10
  br i1 %338, label %339, label %351

339:                                              ; preds = %333, %339
  %340 = phi i8 [ %348, %339 ], [ %336, %333 ]
  %341 = phi i32 [ %347, %339 ], [ 0, %333 ]
  %342 = phi i8* [ %345, %339 ], [ %334, %333 ]
  %343 = zext i8 %340 to i32
  %344 = mul nsw i32 %341, 10
  %345 = getelementptr inbounds i8, i8* %342, i32 1
  %346 = add nsw i32 %343, -48
  %347 = add i32 %346, %344
  %348 = load i8, i8* %345, align 1, !tbaa !3
  %349 = add i8 %348, -48
  %350 = icmp ult i8 %349, 10
  br i1 %350, label %339, label %351, !llvm.loop !19

351:                                              ; preds = %339, %333
  %352 = phi i32 [ 0, %333 ], [ %347, %339 ]
  %353 = mul nsw i32 %352, %335
  %354 = xor i32 %321, %353
  %355 = mul i32 %354, 16777619
  %356 = add nuw nsw i32 %320, 1
  %357 = icmp eq i32 %356, 8
  br i1 %357, label %300, label %319, !llvm.loop !20
}

declare dso_local i8* @memcpy(i8* noundef, i8* noundef, i32 noundef) local_unnamed_addr #1

declare dso_local i32 @strlen(i8* noundef) local_unnamed_addr #1

declare dso_local void @abort() local_unnamed_addr #1

declare dso_local i32 @memcmp(i8* noundef, i8* noundef, i32 noundef) local_unnamed_addr #1

declare dso_local i8* @memset(i8* noundef, i32 noundef, i32 noundef) local_unnamed_addr #1

declare dso_local i8* @memmove(i8* noundef, i8* noundef, i32 noundef) local_unnamed_addr #1

declare dso_local i32 @putchar(i32 noundef) local_unnamed_addr #1

attributes #0 = { nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="none" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #2 = { nobuiltin nounwind "no-builtins" }

!llvm.module.flags = !{!0, !1}
!llvm.ident = !{!2}

!0 = !{i32 1, !"NumRegisterParameters", i32 0}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{!"Debian clang version 14.0.6"}
!3 = !{!4, !4, i64 0}
!4 = !{!"omnipotent char", !5, i64 0}
!5 = !{!"Simple C/C++ TBAA"}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
!8 = distinct !{!8, !7}
!9 = !{!10, !10, i64 0}
!10 = !{!"int", !4, i64 0}
!11 = distinct !{!11, !7}
!12 = !{!13, !13, i64 0}
!13 = !{!"any pointer", !4, i64 0}
!14 = distinct !{!14, !7}
!15 = distinct !{!15, !7}
!16 = distinct !{!16, !7}
!17 = distinct !{!17, !7}
!18 = distinct !{!18, !7}
!19 = distinct !{!19, !7}
!20 = distinct !{!20, !7}
